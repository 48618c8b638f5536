import Foundation
import ViewTree

/// Scene 3: the Tinder-like card stack of seed 002 (Docs/Scenes.md §3). This is the seed's
/// `ViewController`: it builds the 300 × 400 container — centred horizontally, its centre 60 pt
/// above the screen's — and is the container's data source. Below the stack: an Undo button (or
/// `U`) between the tallies of cards thrown left (✕) and right (♥).
@MainActor
final class CardStackScene: Scene, SwipeCardsDataSource {
    nonisolated static let number = 3
    nonisolated static var pictureNames: [String] { CardsDataModel.catalog.map(\.imageName) }
    nonisolated static let title = "Card stack"

    /// The container's size and how far its centre sits above the screen's (seed values).
    static let containerSize = CGSize(width: 300, height: 400)
    static let containerLift: CGFloat = 60

    let view = View()
    let stackContainer = StackContainerView()
    let undoButton: CapsuleButton
    let nopeTally = Label(text: "", font: .systemFont(ofSize: 20, weight: .bold), color: .systemRed)
    let likeTally = Label(text: "", font: .systemFont(ofSize: 20, weight: .bold), color: .systemGreen)
    /// The cards' data (the seed's `viewModelData`).
    private let viewModelData: [CardsDataModel]

    // MARK: Tuning (the seed's values)

    nonisolated static let rightThrow = TunableParameter("cards.rightThrow", "Throw right past centre x", seed: 400, range: 160...600, step: 5, unit: "pt")
    nonisolated static let leftThrow = TunableParameter("cards.leftThrow", "Throw left before centre x", seed: -65, range: -300...140, step: 5, unit: "pt")
    nonisolated static let throwDuration = TunableParameter("cards.throwDuration", "Throw duration", seed: 0.2, range: 0.05...1, step: 0.05, unit: "s")
    nonisolated static let throwOffsetX = TunableParameter("cards.throwOffsetX", "Throw moves on x", seed: 200, range: 0...600, step: 10, unit: "pt")
    nonisolated static let throwOffsetY = TunableParameter("cards.throwOffsetY", "Throw moves on y", seed: 75, range: -300...300, step: 5, unit: "pt")
    nonisolated static let tiltDivisor = TunableParameter("cards.tiltDivisor", "Tilt divisor (widths)", seed: 2, range: 0.5...8, step: 0.1)
    nonisolated static let flickSpeed = TunableParameter("cards.flickSpeed", "Flick throws from", seed: 800, range: 100...4000, step: 50, unit: "pt/s")
    nonisolated static var tunables: [TunableParameter] {
        [rightThrow, leftThrow, throwDuration, throwOffsetX, throwOffsetY, tiltDivisor, flickSpeed]
    }
    private let tuning: Tuning

    /// The release rules as tuned (the seed's unless changed).
    var rules: SwipeRules {
        var rules = SwipeRules.seed
        rules.rightThrowCenterX = tuning[Self.rightThrow]
        rules.leftThrowCenterX = tuning[Self.leftThrow]
        rules.throwDuration = TimeInterval(tuning[Self.throwDuration])
        rules.throwOffset = CGVector(dx: tuning[Self.throwOffsetX], dy: tuning[Self.throwOffsetY])
        rules.tiltDivisor = tuning[Self.tiltDivisor]
        rules.flickSpeed = tuning[Self.flickSpeed]
        return rules
    }

    func tuningDidChange(_ parameter: TunableParameter) {
        let rules = self.rules
        for case let card as SwipeCardView in stackContainer.subviews where !card.isDragging { card.rules = rules }
    }

    /// The seed's tunable lines (`handlePanGesture`) with the current values; the flick is Fluid's.
    func swiftCode() -> String {
        let f = tuning.formatted
        return """
            // handlePanGesture(sender:), .changed:
            let rotation = tan(point.x / (self.frame.width * \(f(Self.tiltDivisor))))
            // .ended:
            if (card.center.x) > \(f(Self.rightThrow)) {
                UIView.animate(withDuration: \(f(Self.throwDuration))) {
                    card.center = CGPoint(x: centerOfParentContainer.x + point.x + \(f(Self.throwOffsetX)), y: centerOfParentContainer.y + point.y + \(f(Self.throwOffsetY)))
                    card.alpha = 0
                }
            } else if card.center.x < \(f(Self.leftThrow)) {
                UIView.animate(withDuration: \(f(Self.throwDuration))) {
                    card.center = CGPoint(x: centerOfParentContainer.x + point.x - \(f(Self.throwOffsetX)), y: centerOfParentContainer.y + point.y + \(f(Self.throwOffsetY)))
                    card.alpha = 0
                }
            }
            // Fluid: a release faster than \(f(Self.flickSpeed)) pt/s sideways throws too
            """
    }

    init(context: SceneContext) throws {
        tuning = context.tuning
        viewModelData = try CardsDataModel.load(from: context.assets)
        let screen = context.screen
        view.frame = screen.bounds
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "cardStack"

        let title = Label(text: "Card stack", font: .systemFont(ofSize: 28, weight: .bold))
        title.frame = CGRect(x: 16, y: 52, width: 358, height: 36)
        view.addSubview(title)
        let hint = Label(text: "Drag a card · flick to throw · U undoes", font: .systemFont(ofSize: 14, weight: .medium),
                         color: .secondaryLabel)
        hint.frame = CGRect(x: 16, y: 90, width: 358, height: 20)
        view.addSubview(hint)

        // Seed: 300 × 400, centred on x, 60 pt above the centre on y.
        let size = Self.containerSize
        stackContainer.frame = CGRect(x: (screen.size.width - size.width) / 2,
                                      y: screen.size.height / 2 - Self.containerLift - size.height / 2,
                                      width: size.width, height: size.height)
        stackContainer.accessibilityIdentifier = "stackContainer"
        view.addSubview(stackContainer)

        let row = stackContainer.frame.maxY + 52
        undoButton = CapsuleButton(title: "Undo", frame: CGRect(x: (screen.size.width - 120) / 2, y: row, width: 120, height: 46),
                                   tint: .systemBlue, filled: false)
        undoButton.accessibilityIdentifier = "undoButton"
        view.addSubview(undoButton)
        for (label, x) in [(nopeTally, undoButton.frame.minX - 104), (likeTally, undoButton.frame.maxX + 24)] {
            label.frame = CGRect(x: x, y: row, width: 80, height: 46)
            label.textAlignment = .center
            view.addSubview(label)
        }
        nopeTally.accessibilityIdentifier = "nopeTally"
        likeTally.accessibilityIdentifier = "likeTally"
        undoButton.action = { [weak self] in self?.stackContainer.undoLastSwipe() }
        stackContainer.onEvent = { [weak self] _ in self?.updateControls() }

        // Seed: `stackContainer.dataSource = self`, which loads the cards.
        stackContainer.dataSource = self
    }

    /// The tallies count the swipes still in the undo history; Undo is dimmed when it has nothing to undo.
    private func updateControls() {
        let history = stackContainer.history
        let likes = history.filter { $0.direction == .right }.count
        nopeTally.text = "✕ \(history.count - likes)"
        likeTally.text = "♥ \(likes)"
        undoButton.isEnabled = stackContainer.canUndo
    }

    /// The key that switches the cards below growing with the drag.
    static let growsCardsBelowKey: Character = "g"

    var switches: [SceneSwitch] {
        [SceneSwitch(key: Self.growsCardsBelowKey, title: "cards below grow with the drag") { [weak self] in
            self?.stackContainer.growsCardsBelowWithDrag ?? false
        }]
    }

    /// `U` undoes the last swipe; `G` switches the cards below growing with the drag (off: the
    /// seed's still stack).
    func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key) = event, case let .character(character) = key.key else { return false }
        switch character {
        case "u": if !key.isRepeat { stackContainer.undoLastSwipe() }
        case Self.growsCardsBelowKey: if !key.isRepeat { stackContainer.growsCardsBelowWithDrag.toggle() }
        default: return false
        }
        return true
    }

    // MARK: SwipeCardsDataSource (seed: `extension ViewController: SwipeCardsDataSource`)

    func numberOfCardsToShow() -> Int {
        viewModelData.count
    }

    func card(at index: Int) -> SwipeCardView {
        let card = SwipeCardView()
        card.rules = rules
        card.cardData = viewModelData.indices.contains(index) ? viewModelData[index] : nil
        return card
    }

    func emptyView() -> View? {
        EmptyStackView(size: Self.containerSize, count: viewModelData.count) { [weak self] in
            self?.stackContainer.reloadData()
        }
    }
}
