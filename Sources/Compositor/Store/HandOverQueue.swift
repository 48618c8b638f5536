import Foundation
import ViewTree

/// Work done ahead of need on a thread of its own: keys are worked through in order, a value made
/// for each, and each value is handed over once. The thread that needs a value takes it whole,
/// waiting only while that very key is in hand; a key still waiting its turn is taken off the
/// queue instead, and the caller makes that value itself rather than wait for the keys before it.
/// A value is used by one thread at a time: the worker's until it is handed over.
///
/// `PictureLoader` decodes pictures with it and `FontLibrary.openAhead` opens font sizes.
public final class HandOverQueue<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    /// Guards everything below; signalled whenever a key is done.
    private let condition = NSCondition()
    /// Keys still waiting their turn, first first.
    private var pending: [Key]
    private var inFlight: Key?
    /// Values made and not yet taken.
    private var made: [Key: Value] = [:]
    private var stopped = false
    /// Whether a worker thread is running (it ends when the queue runs dry; `enqueue` starts another).
    private var working = true
    private let name: String
    private let make: @Sendable (Key) -> Value?

    /// Starts working through `keys` (each once, first first) on a new thread named `name`, once
    /// `after` returns if it is given; until then a key asked for is taken off the queue. `make`
    /// runs on that thread; nil means no value for that key.
    public init(
        name: String, keys: [Key], after: (@Sendable () -> Void)? = nil, make: @escaping @Sendable (Key) -> Value?
    ) {
        var seen = Set<Key>()
        pending = keys.filter { seen.insert($0).inserted }
        self.name = name
        self.make = make
        startWorker(after: after)
    }

    private func startWorker(after: (@Sendable () -> Void)? = nil) {
        let thread = Thread { [self] in
            after?()
            run(make)
        }
        thread.name = name
        thread.start()
    }

    /// Queues `keys` again at the end (those not queued, in hand or made and not taken), as for
    /// a value taken and let go that will be needed again; the worker starts again if it had
    /// finished. Nothing once stopped.
    public func enqueue(_ keys: [Key]) {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return }
        for key in keys where !pending.contains(key) && inFlight != key && made[key] == nil { pending.append(key) }
        if !working, !pending.isEmpty {
            working = true
            startWorker()
        }
    }

    /// The value for `key`, handed over once: waits while it is being made. Nil when the worker
    /// does not have it — still queued (then taken off the queue: the caller makes it), never
    /// asked for, made as nil, or taken already.
    public func take(_ key: Key) -> Value? {
        condition.lock()
        defer { condition.unlock() }
        if let index = pending.firstIndex(of: key) {
            pending.remove(at: index)
            return nil
        }
        while inFlight == key { condition.wait() }
        return made.removeValue(forKey: key)
    }

    /// Takes `key` off the queue if it is still waiting its turn, and says whether it did: the
    /// caller makes its value then. False when the worker has it (in hand or made) or never had it.
    public func claim(_ key: Key) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard let index = pending.firstIndex(of: key) else { return false }
        pending.remove(at: index)
        return true
    }

    /// Moves those of `keys` still waiting their turn to the front of the queue, in their order.
    public func moveToFront(_ keys: [Key]) {
        condition.lock()
        defer { condition.unlock() }
        let wanted = keys.filter(pending.contains)
        pending = wanted + pending.filter { !wanted.contains($0) }
    }

    /// Whether the value for `key` is made and waiting to be taken.
    public func hasMade(_ key: Key) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return made[key] != nil
    }

    /// The keys still waiting their turn, first first.
    public var queue: [Key] {
        condition.lock()
        defer { condition.unlock() }
        return pending
    }

    /// Whether the worker has nothing left to do.
    public var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return pending.isEmpty && inFlight == nil
    }

    /// Blocks until the worker has nothing left to do.
    public func waitUntilFinished() {
        condition.lock()
        defer { condition.unlock() }
        while !pending.isEmpty || inFlight != nil { condition.wait() }
    }

    /// Stops after the key in hand; what is made can still be taken.
    public func cancel() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        pending = []
        condition.broadcast()
    }

    /// Stops after the key in hand, waits for it, and hands back every value made and not
    /// taken (for the caller to release what they hold).
    public func finish() -> [Value] {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        pending = []
        condition.broadcast()
        while inFlight != nil { condition.wait() }
        defer { made = [:] }
        return Array(made.values)
    }

    private func run(_ make: (Key) -> Value?) {
        while true {
            condition.lock()
            guard !stopped, !pending.isEmpty else {
                working = false
                condition.broadcast()
                condition.unlock()
                return
            }
            let key = pending.removeFirst()
            inFlight = key
            condition.unlock()

            let value = make(key)

            condition.lock()
            inFlight = nil
            if let value { made[key] = value }
            condition.broadcast()
            condition.unlock()
        }
    }
}
