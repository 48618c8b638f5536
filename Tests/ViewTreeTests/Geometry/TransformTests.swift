import FluidTestSupport
import Foundation
import Testing

@testable import ViewTree

@Suite struct TransformTests {
    let quarterTurn = CGFloat.pi / 2

    // MARK: Basic transforms

    @Test func identityLeavesPointsAlone() {
        let t = Transform.identity
        #expect(t.isIdentity)
        #expect(t == Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGPoint(x: 3.5, y: -7).applying(t) == CGPoint(x: 3.5, y: -7))
        #expect(t.determinant == 1)
        #expect(!Transform(translationX: 0, y: 1e-12).isIdentity)
    }

    @Test func quarterTurnIsClockwiseWithYDown() {
        let r = Transform(rotationAngle: quarterTurn)
        // +x goes to +y (down the screen), +y goes to −x: clockwise on screen.
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(r), CGPoint(x: -1, y: 0)))
        #expect(close(CGPoint(x: 3, y: 4).applying(r), CGPoint(x: -4, y: 3)))
        #expect(close(r.a, 0) && close(r.b, 1) && close(r.c, -1) && close(r.d, 0))
        #expect(r.tx == 0 && r.ty == 0)
    }

    @Test func rotationByArbitraryAngle() {
        let r = Transform(rotationAngle: .pi / 6)
        let p = CGPoint(x: 2, y: 0).applying(r)
        #expect(close(p, CGPoint(x: 3.0.squareRoot(), y: 1)))
        #expect(close(r.determinant, 1))
    }

    @Test func scale() {
        let s = Transform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 2, y: 3))
        #expect(CGPoint(x: -4, y: 5).applying(s) == CGPoint(x: -8, y: 15))
        #expect(s.determinant == 6)
    }

    @Test func translation() {
        let t = Transform(translationX: 5, y: -7)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 6, y: -6))
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 5, y: -7))
        // Sizes ignore translation.
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 10, height: 20))
    }

    @Test func sizeApplyingUsesOnlyTheLinearPart() {
        let r = Transform(rotationAngle: quarterTurn).concatenating(Transform(translationX: 100, y: 100))
        // As Core Graphics: the size may come out negative.
        #expect(close(CGSize(width: 10, height: 20).applying(r), CGSize(width: -20, height: 10)))
    }

    // MARK: Composition order

    @Test func concatenatingAppliesSelfFirst() {
        let translate = Transform(translationX: 10, y: 0)
        let rotate = Transform(rotationAngle: quarterTurn)

        // Translate, then rotate: (1,0) → (11,0) → (0,11).
        let tr = translate.concatenating(rotate)
        #expect(close(CGPoint(x: 1, y: 0).applying(tr), CGPoint(x: 0, y: 11)))
        #expect(close(tr, Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 10)))

        // Rotate, then translate: (1,0) → (0,1) → (10,1).
        let rt = rotate.concatenating(translate)
        #expect(close(CGPoint(x: 1, y: 0).applying(rt), CGPoint(x: 10, y: 1)))
        #expect(close(rt, Transform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0)))

        #expect(!close(tr, rt))
    }

    @Test func concatenatingScaleAndTranslation() {
        let scale = Transform(scaleX: 2, y: 2)
        let translate = Transform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(translate.concatenating(scale) == Transform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    @Test func concatenationMatchesSequentialApplication() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<50 {
            let t1 = randomTransform(&rng), t2 = randomTransform(&rng)
            let p = rng.point(in: -100...100)
            let sequential = p.applying(t1).applying(t2)
            #expect(
                close(
                    p.applying(t1.concatenating(t2)), sequential, 1e-9 * max(1, abs(sequential.x) + abs(sequential.y))))
        }
    }

    @Test func rotatedByPrependsTheRotation() {
        // As CGAffineTransform(translationX: 10, y: 0).rotated(by: π/2): rotate first, then translate.
        let t = Transform(translationX: 10, y: 0).rotated(by: quarterTurn)
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
        #expect(close(t, Transform(rotationAngle: quarterTurn).concatenating(Transform(translationX: 10, y: 0))))
    }

    @Test func scaledByPrependsTheScale() {
        // Scale first, then translate: (1,1) → (2,3) → (12,3).
        let t = Transform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
        #expect(t == Transform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
    }

    @Test func translatedByPrependsTheTranslation() {
        // Translate first, then scale: (1,1) → (11,1) → (22,3); the translation is scaled.
        let t = Transform(scaleX: 2, y: 3).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 3))
        #expect(t == Transform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 0))
    }

    // MARK: Inversion

    @Test func inversionRoundTripsPoints() {
        var rng = SplitMix64(seed: 0x5EED)
        var cases = 0
        while cases < 200 {
            let t = randomTransform(&rng)
            guard abs(t.determinant) >= 0.05 else { continue }
            cases += 1
            let inverse = t.inverted()
            #expect(close(t.concatenating(inverse), .identity, 1e-9))
            #expect(close(inverse.concatenating(t), .identity, 1e-9))
            for _ in 0..<5 {
                let p = rng.point(in: -500...500)
                #expect(close(p.applying(t).applying(inverse), p, 1e-9))
                #expect(close(p.applying(inverse).applying(t), p, 1e-9))
            }
        }
        #expect(cases == 200)
    }

    @Test func inverseOfKnownTransforms() {
        #expect(Transform(translationX: 5, y: -7).inverted() == Transform(translationX: -5, y: 7))
        #expect(Transform(scaleX: 2, y: 4).inverted() == Transform(scaleX: 0.5, y: 0.25))
        #expect(close(Transform(rotationAngle: 0.3).inverted(), Transform(rotationAngle: -0.3)))
        // (S then T)⁻¹ = T⁻¹ then S⁻¹.
        let st = Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 10, y: 20))
        #expect(close(st.inverted(), Transform(a: 0.5, b: 0, c: 0, d: 0.5, tx: -5, ty: -10)))
    }

    @Test func singularTransformInvertsToItself() {
        let singular = Transform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.determinant == 0)
        #expect(!singular.isInvertible)
        #expect(singular.inverted() == singular)

        let flattened = Transform(scaleX: 0, y: 3)
        #expect(flattened.inverted() == flattened)

        let infinite = Transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(!infinite.isInvertible)
        #expect(infinite.inverted() == infinite)

        #expect(Transform(scaleX: 2, y: 2).isInvertible)
    }

    // MARK: Classification

    @Test func axisAligned() {
        #expect(Transform.identity.isAxisAligned)
        #expect(Transform(scaleX: 2, y: 3).concatenating(Transform(translationX: -4, y: 9)).isAxisAligned)
        #expect(!Transform(rotationAngle: quarterTurn).isAxisAligned)
        #expect(!Transform(rotationAngle: 0.01).isAxisAligned)
        #expect(!Transform(rotationAngle: .pi).isAxisAligned)  // a = d = −1
        #expect(!Transform(scaleX: -1, y: 1).isAxisAligned)  // mirrored
        #expect(!Transform(scaleX: 0, y: 1).isAxisAligned)  // degenerate
        #expect(!Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0).isAxisAligned)  // shear
        #expect(Transform(rotationAngle: 2 * .pi).isAxisAligned)  // sin(2π) ≈ −2.4e−16 is within tolerance
    }

    @Test func similarity() {
        #expect(Transform.identity.isSimilarity)
        #expect(Transform(rotationAngle: 0.3).isSimilarity)
        #expect(Transform(rotationAngle: 0.3).scaledBy(x: 2, y: 2).translatedBy(x: 5, y: 6).isSimilarity)
        // Scaling along the (rotated) axes counts, uniform or not, as documented…
        #expect(Transform(scaleX: 2, y: 3).isSimilarity)
        #expect(Transform(scaleX: 2, y: 3).concatenating(Transform(rotationAngle: 0.7)).isSimilarity)
        // …but scaling along the screen axes after a rotation shears the image.
        #expect(!Transform(rotationAngle: 0.7).concatenating(Transform(scaleX: 2, y: 3)).isSimilarity)
        #expect(!Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0).isSimilarity)
        #expect(!Transform(scaleX: -1, y: 1).isSimilarity)  // mirroring
        #expect(!Transform(scaleX: 0, y: 0).isSimilarity)  // degenerate
    }

    @Test func rotationAngleAndScales() {
        #expect(close(Transform(rotationAngle: 0.7).rotationAngle, 0.7))
        #expect(close(Transform(rotationAngle: -2.5).rotationAngle, -2.5))
        #expect(close(Transform(rotationAngle: .pi).rotationAngle, .pi))
        #expect(Transform.identity.rotationAngle == 0)

        let t = Transform(scaleX: 2, y: 3).concatenating(Transform(rotationAngle: 0.7))
            .concatenating(Transform(translationX: 40, y: -3))
        #expect(close(t.rotationAngle, 0.7))
        #expect(close(t.scaleX, 2))
        #expect(close(t.scaleY, 3))

        let mirrored = Transform(scaleX: -4, y: 0.5)
        #expect(close(mirrored.scaleX, 4))
        #expect(close(mirrored.scaleY, 0.5))
        #expect(close(mirrored.rotationAngle, .pi))
    }

    // MARK: Rectangles

    @Test func rotatedRectBoundingBox() {
        let rect = CGRect(x: -50, y: -25, width: 100, height: 50)
        let rotated = rect.applying(Transform(rotationAngle: quarterTurn))
        #expect(close(rotated, CGRect(x: -25, y: -50, width: 50, height: 100)))
        #expect(close(rotated.center, .zero))

        let square = CGRect(x: -50, y: -50, width: 100, height: 100)
        let diamond = square.applying(Transform(rotationAngle: .pi / 4))
        let half = 50 * 2.0.squareRoot()
        #expect(close(diamond, CGRect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
    }

    @Test func rectApplyingScaleAndTranslation() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.applying(Transform(translationX: 5, y: -5)) == CGRect(x: 15, y: 15, width: 30, height: 40))
        #expect(rect.applying(Transform(scaleX: 2, y: 0.5)) == CGRect(x: 20, y: 10, width: 60, height: 20))
        // Mirroring flips the rectangle about the axis; the result is still standardised.
        #expect(rect.applying(Transform(scaleX: -1, y: 1)) == CGRect(x: -40, y: 20, width: 30, height: 40))
        #expect(CGRect.null.applying(Transform(translationX: 5, y: 5)).isNull)
    }

    @Test func rectCenter() {
        #expect(CGRect(x: 10, y: 20, width: 30, height: 40).center == CGPoint(x: 25, y: 40))
    }

    // MARK: Helpers

    /// A well-conditioned transform: scale (with sign), shear, rotation, translation.
    private func randomTransform(_ rng: inout SplitMix64) -> Transform {
        let sx = rng.cgFloat(in: 0.25...4) * (Bool.random(using: &rng) ? 1 : -1)
        let sy = rng.cgFloat(in: 0.25...4)
        let shear = Transform(a: 1, b: 0, c: rng.cgFloat(in: -1...1), d: 1, tx: 0, ty: 0)
        return Transform(scaleX: sx, y: sy)
            .concatenating(shear)
            .concatenating(Transform(rotationAngle: rng.cgFloat(in: -.pi ... .pi)))
            .concatenating(Transform(translationX: rng.cgFloat(in: -200...200), y: rng.cgFloat(in: -200...200)))
    }
}
