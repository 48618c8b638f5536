import Foundation
import Testing

@testable import ViewTree

/// `NSLayoutAnchor`-style constraints lay out on the same solver as the DSL: each layout is made
/// twice, once with `snp.makeConstraints` and once with anchors, on twin view trees, and the frames
/// must be the same. Then what only anchors and `LayoutConstraint` do: `isActive`, `constant` and
/// `priority` changed after the fact, and the mistakes UIKit raises on.
@MainActor
@Suite struct LayoutAnchorTests {
    /// A root 320 × 480 with two children, `a` and `b`.
    @MainActor
    struct Tree {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = View(), b = View()
        let recorder = IssueRecorder()

        /// `anchored`: `a` and `b` are laid out by their constraints, as UIKit code says before
        /// using anchors (the DSL says it by itself).
        init(anchored: Bool = true) {
            root.addSubview(a)
            root.addSubview(b)
            a.translatesAutoresizingMaskIntoConstraints = !anchored
            b.translatesAutoresizingMaskIntoConstraints = !anchored
            a.accessibilityIdentifier = "a"
            b.accessibilityIdentifier = "b"
            recorder.attach(to: root)
        }

        var frames: [CGRect] {
            root.layoutIfNeeded()
            return [a.frame, b.frame]
        }
    }

    /// Each layout: the DSL statements, and the same with anchors.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let dsl: @MainActor @Sendable (Tree) -> Void
        let anchors: @MainActor @Sendable (Tree) -> [LayoutConstraint]
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(
            name: "edges with constants (equal)",
            dsl: { t in
                t.a.snp.makeConstraints { make in
                    make.leading.equalToSuperview().offset(16)
                    make.trailing.equalToSuperview().offset(-16)
                    make.top.equalToSuperview().offset(20)
                    make.bottom.equalToSuperview().offset(-300)
                }
            },
            anchors: { t in
                [
                    t.a.leadingAnchor.constraint(equalTo: t.root.leadingAnchor, constant: 16),
                    t.a.trailingAnchor.constraint(equalTo: t.root.trailingAnchor, constant: -16),
                    t.a.topAnchor.constraint(equalTo: t.root.topAnchor, constant: 20),
                    t.a.bottomAnchor.constraint(equalTo: t.root.bottomAnchor, constant: -300),
                ]
            }),
        Case(
            name: "centres and constant sizes",
            dsl: { t in
                t.a.snp.makeConstraints { make in
                    make.centerX.equalToSuperview()
                    make.centerY.equalToSuperview().offset(-40)
                    make.width.equalTo(120)
                    make.height.equalTo(60)
                }
            },
            anchors: { t in
                [
                    t.a.centerXAnchor.constraint(equalTo: t.root.centerXAnchor),
                    t.a.centerYAnchor.constraint(equalTo: t.root.centerYAnchor, constant: -40),
                    t.a.widthAnchor.constraint(equalToConstant: 120),
                    t.a.heightAnchor.constraint(equalToConstant: 60),
                ]
            }),
        Case(
            name: "a multiplied dimension (the stretchy header's 0.7)",
            dsl: { t in
                t.a.snp.makeConstraints { make in
                    make.left.right.top.equalToSuperview()
                    make.height.equalTo(t.a.snp.width).multipliedBy(0.7).offset(10)
                }
            },
            anchors: { t in
                [
                    t.a.leftAnchor.constraint(equalTo: t.root.leftAnchor),
                    t.a.rightAnchor.constraint(equalTo: t.root.rightAnchor),
                    t.a.topAnchor.constraint(equalTo: t.root.topAnchor),
                    t.a.heightAnchor.constraint(equalTo: t.a.widthAnchor, multiplier: 0.7, constant: 10),
                ]
            }),
        Case(
            name: "siblings stacked, inequalities and priorities",
            dsl: { t in
                t.a.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(10)
                    make.width.lessThanOrEqualTo(200)
                    make.width.equalTo(400).priority(.high)
                    make.height.greaterThanOrEqualTo(50)
                    make.height.equalTo(20).priority(.low)
                }
                t.b.snp.makeConstraints { make in
                    make.top.equalTo(t.a.snp.bottom).offset(8)
                    make.left.equalTo(t.a)
                    make.width.lessThanOrEqualTo(t.a.snp.width).multipliedBy(0.5)
                    make.width.equalTo(1000).priority(.medium)
                    make.height.greaterThanOrEqualTo(t.a.snp.height).multipliedBy(2)
                    make.height.equalTo(0).priority(.low)
                }
            },
            anchors: { t in
                let wideA = t.a.widthAnchor.constraint(equalToConstant: 400)
                wideA.priority = .high
                let shortA = t.a.heightAnchor.constraint(equalToConstant: 20)
                shortA.priority = .low
                let wideB = t.b.widthAnchor.constraint(equalToConstant: 1000)
                wideB.priority = .medium
                let flatB = t.b.heightAnchor.constraint(equalToConstant: 0)
                flatB.priority = .low
                return [
                    t.a.topAnchor.constraint(equalTo: t.root.topAnchor, constant: 10),
                    t.a.leftAnchor.constraint(equalTo: t.root.leftAnchor, constant: 10),
                    t.a.widthAnchor.constraint(lessThanOrEqualToConstant: 200), wideA,
                    t.a.heightAnchor.constraint(greaterThanOrEqualToConstant: 50), shortA,
                    t.b.topAnchor.constraint(equalTo: t.a.bottomAnchor, constant: 8),
                    t.b.leftAnchor.constraint(equalTo: t.a.leftAnchor),
                    t.b.widthAnchor.constraint(lessThanOrEqualTo: t.a.widthAnchor, multiplier: 0.5), wideB,
                    t.b.heightAnchor.constraint(greaterThanOrEqualTo: t.a.heightAnchor, multiplier: 2), flatB,
                ]
            }),
        Case(
            name: "anchor inequalities between siblings",
            dsl: { t in
                t.a.snp.makeConstraints { make in
                    make.top.left.equalToSuperview()
                    make.size.equalTo(100)
                }
                // Each inequality holds without binding (an equality would put b at 112, 30).
                t.b.snp.makeConstraints { make in
                    make.left.greaterThanOrEqualTo(t.a.snp.right).offset(12)
                    make.left.equalToSuperview().offset(200).priority(.high)
                    make.bottom.lessThanOrEqualTo(t.a.snp.bottom).offset(-30)
                    make.top.equalToSuperview().offset(10).priority(.high)
                    make.size.equalTo(40)
                }
            },
            anchors: { t in
                let leftB = t.b.leftAnchor.constraint(equalTo: t.root.leftAnchor, constant: 200)
                leftB.priority = .high
                let topB = t.b.topAnchor.constraint(equalTo: t.root.topAnchor, constant: 10)
                topB.priority = .high
                return [
                    t.a.topAnchor.constraint(equalTo: t.root.topAnchor),
                    t.a.leftAnchor.constraint(equalTo: t.root.leftAnchor),
                    t.a.widthAnchor.constraint(equalToConstant: 100), t.a.heightAnchor.constraint(equalToConstant: 100),
                    t.b.leftAnchor.constraint(greaterThanOrEqualTo: t.a.rightAnchor, constant: 12), leftB,
                    t.b.bottomAnchor.constraint(lessThanOrEqualTo: t.a.bottomAnchor, constant: -30), topB,
                    t.b.widthAnchor.constraint(equalToConstant: 40), t.b.heightAnchor.constraint(equalToConstant: 40),
                ]
            }),
    ]

    /// The frames worked out by hand where the relations are the point: the inequalities hold
    /// without binding, the priorities decide.
    nonisolated static let expectedFrames: [String: [CGRect]] = [
        "anchor inequalities between siblings": [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 200, y: 10, width: 40, height: 40),
        ],
        "siblings stacked, inequalities and priorities": [
            CGRect(x: 10, y: 10, width: 200, height: 50), CGRect(x: 10, y: 68, width: 100, height: 100),
        ],
    ]

    @Test(arguments: cases)
    func anchorsLayOutAsTheDSLDoes(_ layout: Case) {
        let withDSL = Tree(anchored: false), withAnchors = Tree()
        layout.dsl(withDSL)
        let constraints = layout.anchors(withAnchors)
        #expect(constraints.allSatisfy { !$0.isActive }, "anchors make inactive constraints")
        LayoutConstraint.activate(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        let expected = withDSL.frames, actual = withAnchors.frames
        #expect(actual == expected, "\(layout.name): anchors \(actual), DSL \(expected)")
        if let pinned = Self.expectedFrames[layout.name] {
            #expect(expected == pinned, "\(layout.name): the DSL itself moved")
        }
        #expect(expected[0].width > 0 && expected[0].height > 0, "a degenerate case proves little")
        #expect(
            withDSL.recorder.issues.isEmpty && withAnchors.recorder.issues.isEmpty,
            "\(withDSL.recorder.issues) \(withAnchors.recorder.issues)")
    }

    /// Seed 003 moves its sheet by the top constraint's `constant`; `isActive = false` takes a
    /// constraint out and a lower-priority one takes over; `deactivate` takes several.
    @Test func constantIsActiveAndDeactivateRelayOut() {
        let t = Tree()
        let top = t.a.topAnchor.constraint(equalTo: t.root.topAnchor, constant: 100)
        let fallback = t.a.topAnchor.constraint(equalTo: t.root.topAnchor, constant: 5)
        fallback.priority = .low
        let size = [t.a.widthAnchor.constraint(equalToConstant: 50), t.a.heightAnchor.constraint(equalToConstant: 50)]
        top.isActive = true
        fallback.isActive = true
        LayoutConstraint.activate(size)
        #expect(t.frames[0].minY == 100)
        top.constant = 240
        #expect(t.frames[0].minY == 240)
        top.isActive = false
        #expect(t.frames[0].minY == 5)
        LayoutConstraint.deactivate(size + [fallback])
        #expect(size.allSatisfy { !$0.isActive } && !fallback.isActive)
        #expect(t.a.activeLayoutConstraints.isEmpty)
        #expect(t.recorder.issues.isEmpty)
    }

    /// UIKit raises when an active constraint's priority crosses between required and optional;
    /// here it is reported and kept. An inactive constraint may change freely, an active optional
    /// one among optional priorities; a constant that is not finite is refused.
    @Test func priorityAndConstantChangesUIKitRefusesAreReportedAndIgnored() {
        let t = Tree()
        let width = t.a.widthAnchor.constraint(equalToConstant: 80)
        width.priority = .low  // inactive: allowed
        width.priority = .required
        width.isActive = true
        width.priority = .high  // active, required → optional: refused
        #expect(width.priority == .required)
        #expect(t.recorder.issues.count == 1)
        let height = t.a.heightAnchor.constraint(equalToConstant: 30)
        height.priority = .low
        height.isActive = true
        height.priority = .high  // optional → optional: allowed
        #expect(height.priority == .high)
        height.constant = .nan
        #expect(height.constant == 30)
        #expect(t.recorder.issues.count == 2)
        #expect(t.frames[0].size == CGSize(width: 80, height: 30))
    }

    /// Relating leading to left raises in UIKit; here it is reported (the layout is the same,
    /// since Fluid lays out left to right).
    @Test func leadingWithLeftIsReported() {
        let t = Tree()
        let mixed = t.a.leadingAnchor.constraint(equalTo: t.root.leftAnchor, constant: 7)
        #expect(t.recorder.issues.count == 1)
        #expect(t.recorder.issues.first?.description.contains("leading/trailing") == true)
        mixed.isActive = true
        LayoutConstraint.activate([
            t.a.topAnchor.constraint(equalTo: t.root.topAnchor),
            t.a.widthAnchor.constraint(equalToConstant: 10), t.a.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(t.frames[0].minX == 7)
    }
}
