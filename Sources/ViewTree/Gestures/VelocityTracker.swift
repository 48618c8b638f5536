import Foundation

/// Estimates a pointer's velocity from its recent positions with a least-squares fit, as Flutter
/// and Android do (Docs/Gestures.md §2, "LSQ2"):
///
/// - keep the last 20 samples;
/// - walk back from the newest while a sample is at most 100 ms older than the newest and at most
///   40 ms older than the sample after it;
/// - with at least 4 samples at distinct times, fit `pos = b0 + b1·τ + b2·τ²` (τ = sample time −
///   newest time, unit weights) per axis; the velocity is `b1`;
/// - with 2 or 3, the slope of the least-squares straight line (for 2, the slope between them) —
///   where Flutter answers 0 for 2, and Flutter and Android fit an exact quadratic through 3. A
///   pan is usually accepted on its first or second move event, and code that reads the velocity right then
///   (the seeds' right-to-left recognizer) must not see 0 for a fast flick, nor a wrong sign: a
///   quadratic through exactly three points has no freedom left to absorb timing noise, and its
///   slope at the newest point extrapolates that noise. SDL stamps events when it pumps them, so
///   uneven gaps are common: measured under Xvfb, a steady leftward drag sampled at 0, 6 and
///   32 ms read +460 pt/s with the quadratic and −387 pt/s with the line;
/// - with 1, or when the pointer has rested 40 ms or more before the time asked about, 0 (after
///   AOSP's `VelocityTracker.cpp`, `ASSUME_POINTER_STOPPED_TIME` = 40 ms; current AOSP and Flutter
///   need a rest of more than 40 ms, Fluid counts exactly 40 ms as a stop).
///
/// Times are seconds on the event clock; velocities are points per second.
public struct VelocityTracker: Sendable {
    public static let capacity = 20
    public static let horizon: TimeInterval = 0.100
    public static let maximumGap: TimeInterval = 0.040
    /// Samples (at distinct times) the quadratic fit needs; two or three give a straight line.
    public static let minimumSamples = 4

    private struct Sample: Sendable {
        var time: TimeInterval
        var position: CGPoint
    }

    private var samples: [Sample] = []
    /// Where the next sample goes once the ring is full.
    private var next = 0

    public init() {}

    /// Adds the position at `time`. Samples that are not finite, or older than the newest one, are
    /// ignored (event timestamps never run backwards; a replay file might).
    public mutating func add(_ position: CGPoint, at time: TimeInterval) {
        guard time.isFinite, position.x.isFinite, position.y.isFinite else { return }
        if let newest, time < newest.time { return }
        let sample = Sample(time: time, position: position)
        if samples.count < Self.capacity {
            samples.append(sample)
        } else {
            samples[next] = sample
            next = (next + 1) % Self.capacity
        }
    }

    /// Moves every sample by `transform` (a value that was rebased, such as a pinch's scale set
    /// back to 1): the history, and so the estimate, carries on in the new units.
    mutating func transformSamples(_ transform: (CGPoint) -> CGPoint) {
        for index in samples.indices { samples[index].position = transform(samples[index].position) }
    }

    /// Forgets every sample (a new stroke, or a translation that was reset).
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        next = 0
    }

    private var newest: Sample? {
        guard !samples.isEmpty else { return nil }
        return samples[(next + samples.count - 1) % samples.count]
    }

    /// The samples in the fit window, newest first.
    private func window() -> [Sample] {
        guard let newest = newest else { return [] }
        var result = [newest]
        var index = (next + samples.count - 1) % samples.count
        for _ in 1..<samples.count {
            index = (index + samples.count - 1) % samples.count
            let sample = samples[index]
            guard newest.time - sample.time <= Self.horizon,
                let later = result.last, later.time - sample.time <= Self.maximumGap
            else { break }
            result.append(sample)
        }
        return result
    }

    /// The velocity at `time` (normally the latest event's timestamp): 0 if the pointer has not
    /// moved for 40 ms or more by then, or if there are too few recent samples.
    public func velocity(at time: TimeInterval) -> CGVector {
        // A nanosecond of slack: a 40 ms rest between millisecond timestamps can come out of the
        // subtraction a hair under 0.040.
        guard let newest, !(time - newest.time >= Self.maximumGap - 1e-9) else { return .zero }
        let window = window()
        let taus = window.map { $0.time - newest.time }
        let distinctTimes = Set(taus).count
        guard distinctTimes >= 2 else { return .zero }
        let fit = distinctTimes >= Self.minimumSamples ? Self.slopeOfQuadraticFit : Self.slopeOfLinearFit
        guard let dx = fit(taus, window.map { Double($0.position.x) }),
            let dy = fit(taus, window.map { Double($0.position.y) })
        else { return .zero }
        return CGVector(dx: dx, dy: dy)
    }

    /// Least squares `v = b0 + b1·τ`; returns b1 = Σ(τ − τ̄)(v − v̄) / Σ(τ − τ̄)², or nil when all τ
    /// are equal. For two samples it is the slope between them.
    static func slopeOfLinearFit(taus: [Double], values: [Double]) -> Double? {
        let count = Double(taus.count)
        let meanTau = taus.reduce(0, +) / count, meanValue = values.reduce(0, +) / count
        var covariance = 0.0, variance = 0.0
        for (tau, value) in zip(taus, values) {
            covariance += (tau - meanTau) * (value - meanValue)
            variance += (tau - meanTau) * (tau - meanTau)
        }
        guard variance > 0 else { return nil }
        let slope = covariance / variance
        return slope.isFinite ? slope : nil
    }

    /// Least squares `v = b0 + b1·τ + b2·τ²`; returns b1 (the derivative at τ = 0), or nil when the
    /// normal equations are singular. τ is scaled to milliseconds to keep them well conditioned.
    static func slopeOfQuadraticFit(taus: [Double], values: [Double]) -> Double? {
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var t0 = 0.0, t1 = 0.0, t2 = 0.0
        for (seconds, value) in zip(taus, values) {
            let tau = seconds * 1000
            let tau2 = tau * tau
            s0 += 1
            s1 += tau
            s2 += tau2
            s3 += tau2 * tau
            s4 += tau2 * tau2
            t0 += value
            t1 += value * tau
            t2 += value * tau2
        }
        // Normal equations [s0 s1 s2; s1 s2 s3; s2 s3 s4]·[b0 b1 b2] = [t0 t1 t2], by Cramer's rule for b1.
        let determinant = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        guard abs(determinant) > 1e-9 * max(1, s4 * s4) else { return nil }
        let numerator = s0 * (t1 * s4 - s3 * t2) - t0 * (s1 * s4 - s3 * s2) + s2 * (s1 * t2 - t1 * s2)
        let slopePerMillisecond = numerator / determinant
        return slopePerMillisecond.isFinite ? slopePerMillisecond * 1000 : nil
    }
}
