import FluidPlayground
import FluidUIKit

/// The calculator's keys ("Designing Fluid Interfaces", WWDC18): a key lights up the instant a
/// finger touches it, with no delay, and fades out slowly when the finger lifts or slides off;
/// touched again mid-fade it lights up at once. Each key is a `UIButton` subclass that listens to
/// its own control events (`.touchDown` and `.touchDragEnter` light it, the lift, a slide off and
/// a cancel fade it) and fades with a `UIViewPropertyAnimator`.
final class CalculatorKeysScene: Scene {
    static let title = "Calculator keys"
    static let fadeDuration = TunableParameter("keys.fade", "Fade out (s)", seed: 0.5, range: 0.05...2, step: 0.05)
    static let tunables = [fadeDuration]

    let view = UIView()
    let display = UILabel(frame: CGRect(x: 20, y: 150, width: 350, height: 90))
    private(set) var keys: [CalculatorKey] = []
    private var calculator = Calculator()

    init(context: SceneContext) {
        view.backgroundColor = .black
        display.text = "0"
        display.textColor = .white
        display.font = .systemFont(ofSize: 76, weight: .regular)
        display.textAlignment = .right
        view.addSubview(display)
        let rows = [
            ["AC", "±", "%", "÷"], ["7", "8", "9", "×"], ["4", "5", "6", "−"], ["1", "2", "3", "+"], ["0", ".", "="],
        ]
        let size: CGFloat = 80, gap: CGFloat = 14, left: CGFloat = 18, top: CGFloat = 290
        for (row, titles) in rows.enumerated() {
            var column = 0
            for title in titles {
                let wide = title == "0"
                let frame = CGRect(
                    x: left + CGFloat(column) * (size + gap), y: top + CGFloat(row) * (size + gap),
                    width: wide ? 2 * size + gap : size, height: size)
                let key = CalculatorKey(title: title, frame: frame, fade: { context.tuning[Self.fadeDuration] })
                key.addTarget(self, action: CalculatorKeysScene.pressed, for: .touchUpInside)
                view.addSubview(key)
                keys.append(key)
                column += wide ? 2 : 1
            }
        }
    }

    func sceneDidAppear(at time: TimeInterval) {
        view.window?.statusBar.tintColor = .white
    }

    func pressed(_ key: CalculatorKey) {
        display.text = calculator.press(key.currentTitle ?? "")
    }
}

/// A round calculator key that lights up at once and fades out slowly.
final class CalculatorKey: UIButton {
    let normalColor: UIColor
    let litColor: UIColor
    private let fade: () -> Double
    private var fading: UIViewPropertyAnimator?

    init(title: String, frame: CGRect, fade: @escaping () -> Double) {
        let isOperator = ["÷", "×", "−", "+", "="].contains(title)
        let isFunction = ["AC", "±", "%"].contains(title)
        normalColor =
            isOperator
            ? UIColor(red: 1, green: 0.62, blue: 0.04, alpha: 1)
            : isFunction ? UIColor(white: 0.65, alpha: 1) : UIColor(white: 0.2, alpha: 1)
        litColor =
            isOperator
            ? UIColor(red: 1, green: 0.8, blue: 0.55, alpha: 1)
            : isFunction ? UIColor(white: 0.85, alpha: 1) : UIColor(white: 0.45, alpha: 1)
        self.fade = fade
        super.init(frame: frame)
        setTitle(title, for: .normal)
        setTitleColor(isFunction ? .black : .white, for: .normal)
        titleLabel.font = .systemFont(ofSize: 34, weight: .medium)
        backgroundColor = normalColor
        layer.cornerRadius = frame.height / 2
        addTarget(self, action: CalculatorKey.lightUp, for: [.touchDown, .touchDragEnter])
        addTarget(self, action: CalculatorKey.fadeOut, for: [.touchUpInside, .touchDragExit, .touchCancel])
    }

    /// At once, even mid-fade: the fade is stopped where it is and the key is lit.
    func lightUp() {
        fading?.stopAnimation(true)
        fading = nil
        backgroundColor = litColor
    }

    /// Slowly, on an ease-out curve.
    func fadeOut() {
        fading = UIViewPropertyAnimator(duration: fade(), curve: .easeOut) { [unowned self] in
            backgroundColor = normalColor
        }
        fading?.startAnimation()
    }
}
