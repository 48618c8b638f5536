import Foundation

/// How an animation reaches the property it moves: the three writes a `PropertyAnimation` makes.
/// Targets build one per property (a view captures itself weakly), so the animator never needs to
/// know what a view is.
public struct AnimationBinding<Value: Animatable> {
    /// Shows `value` on screen without touching the model (called every frame while running).
    public var setPresentation: @MainActor (Value) -> Void
    /// Stops showing a presentation value: the model is on screen again.
    public var removePresentation: @MainActor () -> Void
    /// Writes the model without starting another animation (stop at `.current`, finish at `.start`).
    public var setModel: @MainActor (Value) -> Void
    /// The animation no longer drives the property (finished, stopped or replaced).
    public var didEnd: @MainActor (AnyPropertyAnimation) -> Void
    /// The animation driver of the target's window, if it is in one (asked when the animation is
    /// recorded, for an animator that has no driver yet).
    public var driver: @MainActor () -> AnimationDriver?
    /// Which components of a spring's relative `initialVelocity` move the property
    /// (`SpringVelocityAxes`): `dx` alone unless the target says it is a position.
    public var springVelocityAxes: SpringVelocityAxes = .x

    public init(
        setPresentation: @escaping @MainActor (Value) -> Void,
        removePresentation: @escaping @MainActor () -> Void,
        setModel: @escaping @MainActor (Value) -> Void,
        didEnd: @escaping @MainActor (AnyPropertyAnimation) -> Void = { _ in },
        driver: @escaping @MainActor () -> AnimationDriver? = { nil }
    ) {
        self.setPresentation = setPresentation
        self.removePresentation = removePresentation
        self.setModel = setModel
        self.didEnd = didEnd
        self.driver = driver
    }
}

/// Which components of `SpringTimingParameters.initialVelocity` a property takes. UIKit: "For
/// view position animations, both components of the initial velocity vector are considered.
/// Each component specifies the initial rate of change along the respective x and y axes";
/// every other property takes `dx`.
public enum SpringVelocityAxes: Sendable {
    /// `dx` for the whole value (every property but a position).
    case x
    /// `dy` for the whole value (the y coordinate of a position, set alone).
    case y
    /// `dx` for a point's x, `dy` for its y (a view's position).
    case xy
}

extension SpringVelocityAxes {
    /// The velocity (units per second) a property moving by `delta` over the spring's run must
    /// carry on top of what the animator's progress spring gives it (`delta` × `dx`), so that it
    /// leaves at `delta` × the components these axes take; zero for `.x`.
    func extraVelocity<Vector: VectorArithmetic>(for delta: Vector, initialVelocity velocity: CGVector) -> Vector {
        let wanted: Vector
        switch self {
        case .x: return .zero
        case .y: wanted = delta.scaled(by: Double(velocity.dy))
        case .xy: wanted = delta.scaled(x: Double(velocity.dx), y: Double(velocity.dy))
        }
        return wanted - delta.scaled(by: Double(velocity.dx))
    }
}
