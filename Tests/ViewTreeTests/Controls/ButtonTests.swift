import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `Button` against UIKit's `UIButton` (https://developer.apple.com/documentation/uikit/uibutton):
/// a title and a title colour per state, the normal state's standing in for a state without its
/// own, and a tap sending `.touchUpInside`.
@MainActor
@Suite struct ButtonTests {
    let stage = GestureStage()

    @Test func titlesAndColoursPerStateFallBackToNormal() {
        let button = Button(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(.yellow, for: .highlighted)
        #expect(button.currentTitle == "Play" && button.titleLabel.text == "Play")
        button.isSelected = true
        #expect(button.titleLabel.text == "Pause")
        #expect(button.title(for: .highlighted) == "Play", "no title of its own: the normal one")
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.titleLabel.textColor == .yellow)
        button.isHighlighted = false
        #expect(button.titleLabel.textColor == .white)
    }

    @Test func aSystemButtonIsTintedAndDimsWhileHeld() {
        let button = Button(type: .system)
        button.setTitle("Done", for: .normal)
        #expect(button.titleLabel.textColor == .systemBlue)
        button.isHighlighted = true
        #expect(button.titleLabel.textColor == Color.systemBlue.withAlphaComponent(0.2))
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.titleLabel.textColor != .systemBlue, "greyed out when disabled")
    }

    @Test func aTapSendsTouchUpInside() {
        let button = Button(frame: CGRect(x: 50, y: 50, width: 120, height: 44))
        stage.root.addSubview(button)
        var taps = 0
        button.addAction(ControlAction { _ in taps += 1 }, for: .touchUpInside)
        stage.pointer(.began, 100, 70, 0)
        stage.pointer(.ended, 100, 70, 0.05)
        #expect(taps == 1)
    }
}
