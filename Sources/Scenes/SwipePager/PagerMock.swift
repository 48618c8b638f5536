import FluidPlayground
import Foundation
import ViewTree

/// Seed 001's sample data (`Mock.getViews()`): pages 0…30, each a full-screen view with a random
/// background colour and a black label "N 번째 뷰" ("view number N") in its centre.
///
/// The colours come from `Drand48` in its unseeded state, the generator and state the seed's
/// `drand48()` calls use, so they are the article's own and the same on every run. The seed
/// centres the label with constraints; here the label fills the page and centres its text, which
/// draws the same.
@MainActor
enum PagerMock {
    /// The seed's page numbers.
    static let pageNumbers = 0...30

    static func getViews(frame: CGRect) -> [View] {
        var random = Drand48()
        return pageNumbers.map { number in
            let view = View(frame: frame)
            view.accessibilityIdentifier = "page\(number)"

            // label
            let label = Label(text: "\(number) 번째 뷰")
            label.textColor = .black
            label.textAlignment = .center
            label.frame = view.bounds
            view.addSubview(label)
            // randomColor: UIColor(red: drand48(), green: drand48(), blue: drand48(), alpha: 1)
            let red = random.next(), green = random.next(), blue = random.next()
            view.backgroundColor = Color(red: red, green: green, blue: blue)
            return view
        }
    }
}
