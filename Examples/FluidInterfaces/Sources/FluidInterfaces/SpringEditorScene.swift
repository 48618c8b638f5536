import FluidPlayground
import FluidUIKit

/// The talk's spring editor ("Designing Fluid Interfaces", WWDC18): two sliders set a spring by
/// the talk's own two numbers, its damping ratio and its response (about how long it takes to get
/// there), and a ball runs across on that spring each time you play it or let go of a slider;
/// with Loop on it keeps going back and forth.
///
/// UIKit takes a spring as mass, stiffness and damping; the talk's conversion, with mass 1:
/// stiffness = (2π / response)², damping = 4π · dampingRatio / response.
final class SpringEditorScene: Scene {
    static let title = "Spring editor"

    let view = UIView()
    let ball = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
    let dampingSlider = UISlider(frame: CGRect(x: 24, y: 470, width: 342, height: 31))
    let responseSlider = UISlider(frame: CGRect(x: 24, y: 560, width: 342, height: 31))
    let loopSwitch = UISwitch(frame: CGRect(x: 315, y: 630, width: 0, height: 0))
    let playButton = UIButton(type: .system)
    private let dampingLabel = UILabel(frame: CGRect(x: 24, y: 430, width: 342, height: 30))
    private let responseLabel = UILabel(frame: CGRect(x: 24, y: 520, width: 342, height: 30))
    private var atRight = false
    private var motion: UIViewPropertyAnimator?

    /// Where the ball rests, left and right.
    static let left = CGPoint(x: 110, y: 290), right = CGPoint(x: 280, y: 290)

    init(context: SceneContext) {
        view.backgroundColor = .systemGroupedBackground
        // A full-width stage: a bouncy spring carries the ball well past its ends.
        let lane = UIView(frame: CGRect(x: 0, y: 220, width: 390, height: 140))
        lane.backgroundColor = .white
        view.addSubview(lane)
        ball.backgroundColor = .systemIndigo
        ball.layer.cornerRadius = 32
        ball.center = Self.left
        view.addSubview(ball)

        dampingSlider.minimumValue = 0.1
        dampingSlider.maximumValue = 1
        dampingSlider.value = 0.5
        responseSlider.minimumValue = 0.1
        responseSlider.maximumValue = 2
        responseSlider.value = 0.6
        for (label, slider) in [(dampingLabel, dampingSlider), (responseLabel, responseSlider)] {
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
            view.addSubview(label)
            slider.addTarget(self, action: SpringEditorScene.slid, for: .valueChanged)
            slider.addTarget(self, action: SpringEditorScene.play, for: [.touchUpInside, .touchUpOutside])
            view.addSubview(slider)
        }
        let loopLabel = UILabel(frame: CGRect(x: 24, y: 630, width: 200, height: 31))
        loopLabel.text = "Loop"
        loopLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        view.addSubview(loopLabel)
        loopSwitch.addTarget(self, action: SpringEditorScene.loopChanged, for: .valueChanged)
        view.addSubview(loopSwitch)
        playButton.setTitle("Play", for: .normal)
        playButton.titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        playButton.frame = CGRect(x: 95, y: 700, width: 200, height: 50)
        playButton.addTarget(self, action: SpringEditorScene.play, for: .touchUpInside)
        view.addSubview(playButton)
        slid()
    }

    /// The labels follow the sliders.
    func slid() {
        dampingLabel.text = String(format: "Damping ratio  %.2f", dampingSlider.value)
        responseLabel.text = String(format: "Response  %.2f s", responseSlider.value)
    }

    /// The spring the sliders set, converted as the talk does.
    var spring: UISpringTimingParameters {
        let dampingRatio = CGFloat(dampingSlider.value), response = CGFloat(responseSlider.value)
        let stiffness = pow(2 * .pi / response, 2)
        let damping = 4 * .pi * dampingRatio / response
        return UISpringTimingParameters(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: .zero)
    }

    /// Sends the ball to the other side on the sliders' spring.
    func play() {
        if motion?.state == .active { motion?.stopAnimation(true) }
        atRight.toggle()
        let target = atRight ? Self.right : Self.left
        motion = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
        motion?.addAnimations { [ball] in ball.center = target }
        motion?.addCompletion { [weak self] position in
            guard position == .end, let self, loopSwitch.isOn else { return }
            play()
        }
        motion?.startAnimation()
    }

    func loopChanged() {
        if loopSwitch.isOn, motion?.isRunning != true { play() }
    }

    func sceneWillDisappear() {
        loopSwitch.isOn = false
        if motion?.state == .active { motion?.stopAnimation(true) }
    }
}
