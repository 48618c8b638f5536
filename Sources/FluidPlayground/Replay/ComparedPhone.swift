import Foundation
import ViewTree

/// B of an A/B replay (`replay FILE --compare NAME=VALUE`): a second copy of the file's scene,
/// tuned otherwise, on a phone of its own beside the first, given the same events at the same
/// times, so that two tunings are felt and seen at once. Each phone carries a tag saying which
/// it is and what differs.
@MainActor
final class ComparedPhone {
    let app: PlaygroundApp
    let pointer = ReplayPointerView()
    let tag: PhoneTagView

    /// B on a window of `screen`, its scene built with `tuning`.
    init(sceneNumber: Int, assets: AssetCatalog, scenes: SceneList, screen: Screen, tuning: Tuning, says: String) throws
    {
        let window = Window(screen: screen)
        app = try PlaygroundApp(
            window: window, assets: assets, scenes: scenes, sceneNumber: sceneNumber, tuning: tuning)
        tag = PhoneTagView(text: "B · " + says)
        window.addSubview(pointer)
        tag.place(on: window)
    }

    /// Delivers a replayed event to B as `deliver` hands it over, and moves its pointer dot.
    func replay(_ input: InputEvent, through deliver: (InputEvent) -> Void) {
        guard app.takesFromFile(input) else { return }
        deliver(input)
        pointer.follow(input)
    }
}

/// A phone's name in an A/B replay, at the foot of its screen: `A · as recorded`, `B · sheet.damping 0.3`.
@MainActor
final class PhoneTagView: View {
    private let label = Label()

    init(text: String) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "phoneTag"
        backgroundColor = Color(white: 0.1, alpha: 0.82)
        cornerRadius = 12
        label.font = .systemFont(ofSize: 13, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        label.text = text
        addSubview(label)
    }

    var text: String { label.text }

    /// At the foot of `window`'s screen, above the home indicator.
    func place(on window: Window) {
        let size = window.screen.size
        frame = CGRect(x: 16, y: size.height - 110, width: size.width - 32, height: 26)
        label.frame = bounds.insetBy(dx: 8, dy: 0)
        window.addSubview(self)
    }
}
