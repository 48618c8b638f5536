import Compositor
import FluidTestSupport
import Foundation
import Testing
import ViewTree

@testable import FluidPlayground
@testable import Scenes

/// Scene 3 in a headless window at 1× (or 2× for pictures), driven through the app as in the
/// window: scripted drags on the top card, frames on the virtual clock, and a probe that checks
/// the tree after every frame.
@MainActor
final class CardStackHarness: HostDelegate {
    let host: HeadlessHost
    let app: PlaygroundApp
    let scene: CardStackScene
    /// Runs before every frame the harness plays (after the previous frame's tick).
    var probe: (() -> Void)?
    /// Every event the container reported, in order.
    private(set) var events: [StackContainerView.Event] = []

    init(scale: CGFloat = 1, assets: AssetCatalog = AssetCatalog(root: TestAssets.root)) throws {
        host = try HeadlessHost(screen: .phone(scale: scale), fonts: TestAssets.fonts)
        app = try PlaygroundApp(window: host.window, assets: assets, sceneNumber: CardStackScene.number)
        scene = try #require(app.scene as? CardStackScene)
        let sceneHandler = container.onEvent
        container.onEvent = { [weak self] event in
            self?.events.append(event)
            sceneHandler?(event)
        }
    }

    var window: Window { host.window }
    var wantsToQuit: Bool { app.wantsToQuit }
    func handle(_ event: InputEvent) { app.handle(event) }
    func advance(to time: TimeInterval) -> Bool {
        probe?()
        return app.advance(to: time)
    }

    var container: StackContainerView { scene.stackContainer }
    /// The cards top first.
    var stack: [SwipeCardView] { container.visibleCards.reversed() }
    var top: SwipeCardView? { stack.first }
    /// The names on show, top first.
    var names: [String] { stack.map { $0.cardData?.name ?? "?" } }
    static func name(_ index: Int) -> String { CardsDataModel.catalog[index].name }

    /// The container's centre in the window: where a card at rest is grabbed.
    var grabPoint: CGPoint { container.convert(CGPoint(x: 150, y: 200), to: nil) }

    /// Whether `view` is a subview of the container. (Tests compare views through this and other
    /// Bool helpers: a failing `#expect` on a view expression reflects the whole tree with its
    /// pictures' pixels, which takes minutes.)
    func holds(_ view: View) -> Bool { view.superview === container }

    /// Cards anywhere in the window's tree.
    var cardsInTree: Int {
        func count(_ view: View) -> Int { (view is SwipeCardView ? 1 : 0) + view.subviews.map(count).reduce(0, +) }
        return window.rootView.map(count) ?? 0
    }

    /// A drag of the top card whose pan translation ends at exactly `translation`: the pointer goes
    /// down at the card's centre, crosses the 10 pt slop with an 11 pt step along `translation`
    /// (the pan begins there, its translation counting from the slop's edge 10 pt out), then moves
    /// on at a steady speed over `duration`.
    /// It lifts `restBeforeRelease` seconds after the last move (40 ms or more: velocity 0), or
    /// stays down when `release` is false.
    func drag(
        by translation: CGPoint, duration: TimeInterval = 0.3, rate: Double = 60,
        restBeforeRelease: TimeInterval = 0.1, release: Bool = true
    ) {
        var script = pointerPastTheSlop(along: translation, taking: 0.019)
        script.drag(to: endOfDrag(by: translation), duration: duration, rate: rate)
        if release {
            script.rest(restBeforeRelease)
            script.up()
        }
        host.play(script.events, delegate: self)
    }

    /// A flick: from rest, `translation` at a steady `speed` (pt/s) sampled at 240 Hz — the slop
    /// step included, so the velocity estimate sees one speed — released 4 ms after the last move.
    /// The top card released 200 pt right of its rest, two frames into its spring home, and
    /// where it is seen then.
    func topCardSpringingBack() throws -> (SwipeCardView, CGPoint) {
        let card = try #require(top)
        drag(by: CGPoint(x: 200, y: 0))
        run(2.0 / 60)
        return (card, card.presentation.center)
    }

    /// Returns the release's time.
    @discardableResult
    func flick(by translation: CGPoint, speed: CGFloat) -> TimeInterval {
        var script = pointerPastTheSlop(along: translation, taking: Double(11 / speed))
        let end = endOfDrag(by: translation)
        let remaining = CGPoint(x: end.x - script.location.x, y: end.y - script.location.y).length
        script.drag(to: end, duration: Double(remaining / speed), rate: 240)
        script.up()
        host.play(script.events, delegate: self)
        return script.events.last?.timestamp ?? host.time
    }

    /// Where the pointer ends for the pan's translation to end at `translation`: that far past the
    /// slop's edge, 10 pt from the grab point along it.
    private func endOfDrag(by translation: CGPoint) -> CGPoint {
        let length = max(1e-9, translation.length), slop = PanGestureRecognizer.defaultSlop
        return CGPoint(
            x: grabPoint.x + (slop / length + 1) * translation.x, y: grabPoint.y + (slop / length + 1) * translation.y)
    }

    /// Down on the card's centre now, then an 11 pt step along `direction` `seconds` later: the
    /// pan begins at the step, its origin 10 pt out along `direction`.
    private func pointerPastTheSlop(along direction: CGPoint, taking seconds: TimeInterval) -> PointerScript {
        let length = max(1e-9, direction.length)
        let start = grabPoint
        var script = PointerScript()
        script.down(at: start, time: host.time + 0.001)
        script.move(
            to: CGPoint(x: start.x + 11 * direction.x / length, y: start.y + 11 * direction.y / length),
            time: host.time + 0.001 + seconds)
        return script
    }

    /// Grabbed at the centre, dragged right until the pointer is `out` pt from where it went down
    /// (over `duration`), then flicked back to `back` pt at 1,500 pt/s and released at once.
    func dragOutAndFlickBack(out: CGFloat, back: CGFloat, duration: TimeInterval) {
        var script = PointerScript()
        let start = grabPoint
        script.down(at: start, time: host.time + 0.001)
        script.move(to: CGPoint(x: start.x + 11, y: start.y), time: host.time + 0.02)
        script.drag(to: CGPoint(x: start.x + out, y: start.y), duration: duration)
        script.drag(to: CGPoint(x: start.x + back, y: start.y), duration: Double((out - back) / 1500), rate: 240)
        script.up()
        host.play(script.events, delegate: self)
    }

    /// Throws the top card with a slow drag well past the threshold on that side.
    func throwTop(_ direction: SwipeRules.Direction) {
        drag(by: CGPoint(x: direction.sign * 280, y: 10), duration: 0.2, restBeforeRelease: 0.05)
    }

    /// Frames for `seconds`.
    func run(_ seconds: TimeInterval) {
        host.run(for: seconds, delegate: self)
    }

    /// A tap on `view`'s centre.
    func tap(_ view: View) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        host.play(PointerScript.tap(at: point, time: host.time + 0.001), delegate: self)
    }

    func press(_ character: Character) {
        app.handle(.key(KeyEvent(key: .character(character), timestamp: host.time)))
    }

    /// A line for each card whose frame is not its place's — the container's bounds, 10 pt
    /// narrower on each side and 10 pt lower per place (`addCardFrame`); empty when all are in place.
    func misplacedCards() -> [String] {
        stack.enumerated().compactMap { place, card in
            let i = CGFloat(place)
            let expected = CGRect(x: 10 * i, y: 10 * i, width: 300 - 20 * i, height: 400)
            return card.frame == expected ? nil : "place \(place): \(card.frame), expected \(expected)"
        }
    }

    /// The canvas now, cropped to the stack and the button row (points 120…700 of the height).
    func picture() -> PixelBuffer {
        host.render()
        let scale = Int(host.window.screen.scale)
        return host.snapshot().cropped(to: (x: 0, y: 120 * scale, width: 390 * scale, height: 580 * scale))
    }
}

extension CGPoint {
    /// The distance from the origin.
    var length: CGFloat { (x * x + y * y).squareRoot() }
}
