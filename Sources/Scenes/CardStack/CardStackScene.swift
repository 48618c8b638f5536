import FluidPlayground
import Foundation
import ViewTree

/// Scene 3: the Tinder-like card stack of seed 002 (Docs/Scenes.md §3). This is the seed's
/// `ViewController`: it builds the 300 × 400 container — centred horizontally, its centre 60 pt
/// above the screen's — and is the container's data source. Below the stack: an Undo button (or
/// `U`) between the tallies of cards thrown left (✕) and right (♥).
@MainActor
final class CardStackScene: Scene, SwipeCardsDataSource {
    nonisolated static let number = 3
    /// The pictures decoded ahead from launch: the three cards a build shows and the next one.
    /// The others are decoded while the stack comes near them, and let go once it has passed
    /// (`updatePicturesHeld`): the stack holds up to 8 of its 14 shaded pictures, not all.
    nonisolated static var pictureNames: [String] { CardsDataModel.catalog.prefix(4).map(\.imageName) }
    nonisolated static let fonts: [Font] =
        [
            StatusBarView.timeFont, .systemFont(ofSize: 14, weight: .medium), .systemFont(ofSize: 15, weight: .medium),
            .systemFont(ofSize: 20, weight: .bold), .systemFont(ofSize: 26, weight: .bold),
            .systemFont(ofSize: 28, weight: .bold),
            .systemFont(ofSize: 34, weight: .bold),
        ]
    nonisolated static var pictureVariants: [PictureVariant] { [CaptionScrim().variant] }
    nonisolated static let title = "Card stack"

    /// The container's size and how far its centre sits above the screen's (seed values).
    static let containerSize = CGSize(width: 300, height: 400)
    static let containerLift: CGFloat = 60

    let view = View()
    let stackContainer = StackContainerView()
    let undoButton: CapsuleButton
    let nopeTally = Label(text: "", font: .systemFont(ofSize: 20, weight: .bold), color: .systemRed)
    let likeTally = Label(text: "", font: .systemFont(ofSize: 20, weight: .bold), color: .systemGreen)
    /// Where the cards' pictures come from (the seed's `viewModelData` holds them; here each is
    /// decoded when its card first comes up, `card(at:)`).
    private let assets: AssetCatalog
    /// Where a picture that cannot be read is reported when its card comes up.
    private let report: (String) -> Void

    // MARK: Tuning (the seed's values)

    nonisolated static let rightThrow = TunableParameter(
        "cards.rightThrow", "Throw right past centre x", seed: 400, range: 160...600, step: 5, unit: "pt")
    nonisolated static let leftThrow = TunableParameter(
        "cards.leftThrow", "Throw left before centre x", seed: -65, range: -300...140, step: 5, unit: "pt")
    nonisolated static let throwDuration = TunableParameter(
        "cards.throwDuration", "Throw duration", seed: 0.2, range: 0.05...1, step: 0.05, unit: "s")
    nonisolated static let throwOffsetX = TunableParameter(
        "cards.throwOffsetX", "Throw moves on x", seed: 200, range: 0...600, step: 10, unit: "pt")
    nonisolated static let throwOffsetY = TunableParameter(
        "cards.throwOffsetY", "Throw moves on y", seed: 75, range: -300...300, step: 5, unit: "pt")
    nonisolated static let tiltDivisor = TunableParameter(
        "cards.tiltDivisor", "Tilt divisor (widths)", seed: 2, range: 0.5...8, step: 0.1)
    nonisolated static let flickSpeed = TunableParameter(
        "cards.flickSpeed", "Flick throws from", seed: 800, range: 100...4000, step: 50, unit: "pt/s")
    nonisolated static var tunables: [TunableParameter] {
        [rightThrow, leftThrow, throwDuration, throwOffsetX, throwOffsetY, tiltDivisor, flickSpeed]
    }
    /// With `W`: the share of the card's width the centre must travel either way to throw. A half
    /// lies between Shuffle's quarter of the screen (0.33 of this card) and the seed's 0.72 / 0.83.
    /// A constant, not a slider: the inspector's panel has no room for an eighth row beside five switches.
    static let relativeThrowShare: CGFloat = 0.5
    let tuning: Tuning

    /// Whether the card turns about the point under the finger (`T`; off: the seed's centre).
    private(set) var pinsGrabbedPoint = false
    /// Whether every throw starts at the finger's speed (`V`; off: only a flick keeps it).
    private(set) var keepsThrowVelocity = true
    /// Whether the thresholds are `relativeThrowShare` of the card's width either side (`W`; off: the seed's 400 / −65).
    private(set) var usesRelativeThresholds = false
    /// Whether a release is decided by the projected centre (`D`; off: the seed's position and the flick).
    private(set) var decidesByProjection = false
    /// Whether a thrown card can be caught back while it is still on screen (`K`; off: the seed's
    /// throw, which no touch stops).
    private(set) var catchesThrows = false

    /// The release rules as tuned and switched (the seed's unless changed).
    var rules: SwipeRules {
        var rules = SwipeRules.seed
        if usesRelativeThresholds {
            let width = Self.containerSize.width
            (rules.leftThrowCenterX, rules.rightThrowCenterX) =
                SwipeRules.relativeThresholds(share: Self.relativeThrowShare, restX: width / 2, cardWidth: width)
        } else {
            rules.rightThrowCenterX = tuning[Self.rightThrow]
            rules.leftThrowCenterX = tuning[Self.leftThrow]
        }
        rules.keepsThrowVelocity = keepsThrowVelocity
        rules.decidesByProjection = decidesByProjection
        rules.throwDuration = TimeInterval(tuning[Self.throwDuration])
        rules.throwOffset = CGVector(dx: tuning[Self.throwOffsetX], dy: tuning[Self.throwOffsetY])
        rules.tiltDivisor = tuning[Self.tiltDivisor]
        rules.flickSpeed = tuning[Self.flickSpeed]
        return rules
    }

    func tuningDidChange(_ parameter: TunableParameter) {
        applyToCards()
    }

    /// The cards take the rules and the turning at once, but for one being dragged (it takes them
    /// from its next card: `card(at:)`, or the next `applyToCards`).
    private func applyToCards() {
        let rules = self.rules
        for card in stackContainer.visibleCards where !card.isDragging {
            card.rules = rules
            card.pinsGrabbedPoint = pinsGrabbedPoint
            card.catchesThrows = catchesThrows
        }
    }

    init(context: SceneContext) throws {
        tuning = context.tuning
        assets = context.assets
        report = context.report
        // The cards on show are decoded now, so a missing or damaged picture among them stops
        // the scene. The others are only checked to exist (a missing one stops it too); a damaged
        // one is reported when its card comes up, which shows it without its picture.
        assets.preload(CardsDataModel.catalog.prefix(stackContainer.cardsToBeVisible).map(\.imageName))
        for index in CardsDataModel.catalog.indices {
            if index < stackContainer.cardsToBeVisible {
                _ = try CardsDataModel.load(index, from: assets)
            } else {
                try assets.checkImage(named: CardsDataModel.catalog[index].imageName)
            }
        }
        let screen = context.screen
        view.frame = screen.bounds
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "cardStack"

        let title = Label(text: "Card stack", font: .systemFont(ofSize: 28, weight: .bold))
        title.frame = CGRect(x: 16, y: 52, width: 358, height: 36)
        view.addSubview(title)
        let hint = Label(
            text: "Drag a card · flick to throw · U undoes", font: .systemFont(ofSize: 14, weight: .medium),
            color: .secondaryLabel)
        hint.frame = CGRect(x: 16, y: 90, width: 358, height: 20)
        view.addSubview(hint)

        // Seed: 300 × 400, centred on x, 60 pt above the centre on y.
        let size = Self.containerSize
        stackContainer.frame = CGRect(
            x: (screen.size.width - size.width) / 2,
            y: screen.size.height / 2 - Self.containerLift - size.height / 2,
            width: size.width, height: size.height)
        stackContainer.accessibilityIdentifier = "stackContainer"
        view.addSubview(stackContainer)

        let row = stackContainer.frame.maxY + 52
        undoButton = CapsuleButton(
            title: "Undo", frame: CGRect(x: (screen.size.width - 120) / 2, y: row, width: 120, height: 46),
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
        stackContainer.onEvent = { [weak self] _ in
            self?.updateControls()
            self?.updatePicturesHeld()
        }

        // Seed: `stackContainer.dataSource = self`, which loads the cards.
        stackContainer.dataSource = self
    }

    /// The cards whose pictures the scene holds: the first three (every build of the scene shows
    /// them), those on show and the next to come in, and the last thrown (Undo brings it back);
    /// the ones coming are decoded ahead on the loading thread, the others let go.
    func updatePicturesHeld() {
        let catalog = CardsDataModel.catalog
        let shown = stackContainer.cardsToBeVisible, top = stackContainer.topCardIndex
        var held = Set(0..<min(shown, catalog.count))
        held.formUnion(max(0, top)..<min(catalog.count, max(0, top) + shown + 1))
        if let last = stackContainer.history.last { held.insert(last.index) }
        let names = Set(held.map { catalog[$0].imageName })
        assets.prepare(held.sorted().map { catalog[$0].imageName })
        for name in Set(catalog.map(\.imageName)).subtracting(names) { assets.release(name) }
    }

    /// The tallies count the swipes still in the undo history; Undo is dimmed when it has nothing to undo.
    private func updateControls() {
        let history = stackContainer.history
        let likes = history.filter { $0.direction == .right }.count
        nopeTally.text = "✕ \(history.count - likes)"
        likeTally.text = "♥ \(likes)"
        undoButton.isEnabled = stackContainer.canUndo
    }

    /// The keys of the scene's switches.
    static let growsCardsBelowKey: Character = "g"
    static let pinsGrabbedPointKey: Character = "t"
    static let keepsThrowVelocityKey: Character = "v"
    static let relativeThresholdsKey: Character = "w"
    static let decidesByProjectionKey: Character = "d"
    static let catchesThrowsKey: Character = "k"

    var switches: [SceneSwitch] {
        [
            SceneSwitch(key: Self.growsCardsBelowKey, title: "stack grows") { [weak self] in
                self?.stackContainer.growsCardsBelowWithDrag ?? false
            },
            SceneSwitch(key: Self.pinsGrabbedPointKey, title: "grab pivot") { [weak self] in
                self?.pinsGrabbedPoint ?? false
            },
            SceneSwitch(key: Self.keepsThrowVelocityKey, title: "keeps speed") { [weak self] in
                self?.keepsThrowVelocity ?? false
            },
            SceneSwitch(key: Self.relativeThresholdsKey, title: "width thresholds") { [weak self] in
                self?.usesRelativeThresholds ?? false
            },
            SceneSwitch(key: Self.decidesByProjectionKey, title: "projection") { [weak self] in
                self?.decidesByProjection ?? false
            },
            SceneSwitch(key: Self.catchesThrowsKey, title: "catch a throw") { [weak self] in
                self?.catchesThrows ?? false
            },
        ]
    }

    /// `U` undoes the last swipe; `G`, `T`, `V`, `W`, `D` and `K` flip the switches (`switches`).
    func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key) = event, case let .character(character) = key.key else { return false }
        guard !key.isRepeat else { return character == "u" || switches.contains { $0.key == character } }
        switch character {
        case "u": stackContainer.undoLastSwipe()
        case Self.growsCardsBelowKey: stackContainer.growsCardsBelowWithDrag.toggle()
        case Self.pinsGrabbedPointKey: pinsGrabbedPoint.toggle()
        case Self.keepsThrowVelocityKey: keepsThrowVelocity.toggle()
        case Self.relativeThresholdsKey: usesRelativeThresholds.toggle()
        case Self.decidesByProjectionKey: decidesByProjection.toggle()
        case Self.catchesThrowsKey: catchesThrows.toggle()
        default: return false
        }
        applyToCards()
        return true
    }

    // MARK: SwipeCardsDataSource (seed: `extension ViewController: SwipeCardsDataSource`)

    func numberOfCardsToShow() -> Int {
        CardsDataModel.catalog.count
    }

    func card(at index: Int) -> SwipeCardView {
        let card = SwipeCardView()
        card.rules = rules
        card.pinsGrabbedPoint = pinsGrabbedPoint
        card.catchesThrows = catchesThrows
        guard CardsDataModel.catalog.indices.contains(index) else { return card }
        do {
            card.cardData = try CardsDataModel.load(index, from: assets)
        } catch {
            report(
                "card \(index + 1) (\(CardsDataModel.catalog[index].name)) shows no picture: \(assets.explaining(error))"
            )
            card.cardData = CardsDataModel.withoutPicture(index)
        }
        return card
    }

    func emptyView() -> View? {
        EmptyStackView(size: Self.containerSize, count: CardsDataModel.catalog.count) { [weak self] in
            self?.stackContainer.reloadData()
        }
    }
}

extension CardStackScene {
    /// `bench --gesture`: drag the top card 150 pt right, 150 pt left of its rest position and back
    /// near the middle (the tilt and the LIKE/NOPE stamps change on every move); then a throw (260 pt
    /// right in 0.3 s), after which the cards below move up a place while the next one comes in.
    var benchmarkGestures: [ScriptedGesture] {
        [
            ScriptedGesture().drag(from: CGPoint(x: 195, y: 370), by: CGVector(dx: 150, dy: 0), seconds: 0.5)
                .move(by: CGVector(dx: -300, dy: 0), seconds: 1.0).move(by: CGVector(dx: 170, dy: 0), seconds: 0.6)
                .release(),
            ScriptedGesture(name: "throw").drag(
                from: CGPoint(x: 195, y: 370), by: CGVector(dx: 260, dy: 0), seconds: 0.3
            ).release(),
        ]
    }
}
