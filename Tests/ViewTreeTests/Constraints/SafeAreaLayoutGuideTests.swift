import Foundation
import Testing

@testable import ViewTree

/// `safeAreaLayoutGuide` (UIKit's `UIView.safeAreaLayoutGuide`: "the portion of your view that
/// is unobscured by bars and other content"): constraints to it, by anchor and by the DSL, on the
/// phone's screen (47 pt of status bar at the top, 34 of home indicator at the bottom), for the
/// root, for a view placed by frame and for one laid out by constraints, in and out of a window.
@MainActor
@Suite struct SafeAreaLayoutGuideTests {
    let window = Window(screen: .phone(scale: 1))
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let content = View()

    init() {
        window.rootView = root
        root.addSubview(content)
    }

    @Test func anchorsToTheRootsSafeAreaLeaveTheBarsFree() {
        content.translatesAutoresizingMaskIntoConstraints = false
        let guide = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 47, width: 358, height: 844 - 47 - 34))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(guide.owningView === root)
    }

    @Test func theDSLRelatesToTheGuideAndItsAttributes() {
        content.snp.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide.snp.top).offset(8)
            make.left.right.equalTo(root.safeAreaLayoutGuide)
            make.bottom.equalTo(root.safeAreaLayoutGuide).inset(10)
        }
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 55, width: 390, height: 844 - 34 - 10 - 55))
        let centred = View()
        root.addSubview(centred)
        centred.snp.makeConstraints { make in
            make.center.equalTo(root.safeAreaLayoutGuide)
            make.size.equalTo(root.safeAreaLayoutGuide.snp.size).multipliedBy(0.5)
        }
        root.layoutIfNeeded()
        #expect(centred.frame == CGRect(x: 97.5, y: 47 + 763 / 4, width: 195, height: 763 / 2))
    }

    /// A view's safe area is the part of it the bars cover: a panel placed 20 pt from the top
    /// has 27 pt of it; a panel laid out by constraints gets the insets of where the solution
    /// puts it, in the same layout pass.
    @Test func aViewsSafeAreaIsWhatTheBarsCoverOfIt() {
        let placed = View(frame: CGRect(x: 0, y: 20, width: 390, height: 300))
        root.addSubview(placed)
        let inPlaced = View()
        placed.addSubview(inPlaced)
        inPlaced.snp.makeConstraints { make in
            make.top.left.right.equalTo(placed.safeAreaLayoutGuide)
            make.height.equalTo(10)
        }
        let managed = View(), inManaged = View()
        root.addSubview(managed)
        managed.addSubview(inManaged)
        managed.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(30)
            make.left.right.equalToSuperview()
            make.bottom.equalToSuperview().offset(-10)
        }
        inManaged.snp.makeConstraints { make in
            make.edges.equalTo(managed.safeAreaLayoutGuide)
        }
        root.layoutIfNeeded()
        #expect(inPlaced.frame == CGRect(x: 0, y: 27, width: 390, height: 10))
        #expect(managed.frame == CGRect(x: 0, y: 30, width: 390, height: 804))
        #expect(inManaged.frame == CGRect(x: 0, y: 17, width: 390, height: 804 - 17 - 24), "47 − 30, 34 − 10")
    }

    /// Outside a window nothing covers a view (insets 0); put in one, it is laid out again with
    /// the bars.
    @Test func outsideAWindowTheSafeAreaIsTheBounds() {
        let scene = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let header = View()
        scene.addSubview(header)
        header.snp.makeConstraints { make in
            make.top.left.right.equalTo(scene.safeAreaLayoutGuide)
            make.height.equalTo(44)
        }
        scene.layoutIfNeeded()
        #expect(header.frame.minY == 0)
        window.rootView = scene
        scene.layoutIfNeeded()
        #expect(header.frame.minY == 47)
    }
}
