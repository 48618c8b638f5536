import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

/// `Slider` and `Switch` against UIKit's documentation of `UISlider`
/// (https://developer.apple.com/documentation/uikit/uislider: value 0 in 0…1 and continuous by
/// default, `.valueChanged` while dragging) and `UISwitch`
/// (https://developer.apple.com/documentation/uikit/uiswitch: off by default, `.valueChanged`
/// when the user changes it; setting `isOn` sends nothing).
@MainActor
@Suite struct SliderAndSwitchTests {
    let stage = GestureStage()

    @Test func aSlidersDefaultsAreUIKits() {
        let slider = Slider(frame: .zero)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1 && slider.value == 0)
        #expect(slider.isContinuous)
    }

    @Test func theThumbFollowsTheFingerAndSendsValueChanged() {
        let slider = Slider(frame: CGRect(x: 50, y: 100, width: 300, height: 31))
        stage.root.addSubview(slider)
        var values: [Float] = []
        slider.addAction(ControlAction { _ in values.append(slider.value) }, for: .valueChanged)
        // The thumb's centre travels 14…286 pt inside the slider; at 0 it is at x 64 in the window.
        stage.pointer(.began, 66, 115, 0)
        stage.pointer(.moved, 102, 115, 0.02)
        stage.pointer(.moved, 202, 115, 0.04)
        stage.pointer(.ended, 202, 115, 0.06)
        // Grabbed 2 pt right of its centre, the thumb follows 1:1: its centre ends at 200 − 50 = 150 pt.
        #expect(values.count == 2)
        #expect(abs(slider.value - Float(136.0 / 272)) < 1e-6)
        #expect(abs(slider.thumb.center.x - 150) < 1e-9)
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbMovesNothing() {
        let slider = Slider(frame: CGRect(x: 50, y: 100, width: 300, height: 31))
        stage.root.addSubview(slider)
        stage.pointer(.began, 300, 115, 0)
        stage.pointer(.moved, 320, 115, 0.02)
        stage.pointer(.ended, 320, 115, 0.04)
        #expect(slider.value == 0)
    }

    @Test func aSliderThatIsNotContinuousSendsOnceAtTheLiftAndCodeSendsNothing() {
        let slider = Slider(frame: CGRect(x: 50, y: 100, width: 300, height: 31))
        stage.root.addSubview(slider)
        slider.isContinuous = false
        var sent = 0
        slider.addAction(ControlAction { _ in sent += 1 }, for: .valueChanged)
        stage.pointer(.began, 64, 115, 0)
        for step in 1...5 { stage.pointer(.moved, 64 + 40 * CGFloat(step), 115, 0.02 * Double(step)) }
        #expect(sent == 0)
        stage.pointer(.ended, 264, 115, 0.12)
        #expect(sent == 1)
        slider.value = 5
        #expect(slider.value == 1 && sent == 1, "clamped to the range; no action from code")
    }

    @Test func aTapTogglesASwitchAndCodeDoesNotSend() {
        let toggle = Switch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31) && !toggle.isOn)
        stage.root.addSubview(toggle)
        var sent: [Bool] = []
        toggle.addAction(ControlAction { _ in sent.append(toggle.isOn) }, for: .valueChanged)
        stage.pointer(.began, 120, 115, 0)
        stage.pointer(.ended, 120, 115, 0.05)
        #expect(toggle.isOn && sent == [true])
        stage.pointer(.began, 120, 115, 1)
        stage.pointer(.ended, 120, 115, 1.05)
        #expect(!toggle.isOn && sent == [true, false])
        toggle.isOn = true
        #expect(sent == [true, false], "setting isOn sends nothing")
    }

    @Test func aDragLeavesTheSwitchOnTheSideTheThumbIsOn() {
        let toggle = Switch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        stage.root.addSubview(toggle)
        stage.pointer(.began, 115, 115, 0)
        stage.pointer(.moved, 130, 115, 0.02)
        stage.pointer(.moved, 150, 115, 0.04)
        stage.pointer(.ended, 150, 115, 0.06)
        #expect(toggle.isOn, "dragged past the middle")
        stage.pointer(.began, 135, 115, 1)
        stage.pointer(.moved, 129, 115, 1.02)
        stage.pointer(.ended, 129, 115, 1.04)
        #expect(toggle.isOn, "dragged back 6 pt: still on the right half")
    }
}
