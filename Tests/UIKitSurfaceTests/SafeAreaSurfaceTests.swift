import FluidUIKit
import Foundation
import Testing

/// A view controller that pins its content to the safe area, written as UIKit code: a title
/// under the status bar and a button above the home indicator.
@MainActor
@Suite struct SafeAreaSurfaceTests {
    final class Controller: UIViewController {
        let titleLabel = UILabel()
        let button = UIButton()

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.text = "Settings"
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(titleLabel)
            view.addSubview(button)
            let guide: UILayoutGuide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
                titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                button.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
                button.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
                button.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5),
                button.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }

    @Test func contentPinnedToTheSafeAreaClearsTheBars() {
        let window = UIWindow(screen: .phone(scale: 1))
        let controller = Controller()
        controller.present(in: window)
        window.tick(at: 0)
        window.layoutIfNeeded()
        #expect(abs(controller.titleLabel.frame.minY - (47 + 8)) < 1e-9)
        #expect(controller.titleLabel.frame.minX == 20)
        #expect(controller.button.frame == CGRect(x: 97.5, y: 844 - 34 - 16 - 50, width: 195, height: 50))
    }
}
