/// Holds a weak reference, for "was it released?" assertions.
public final class Weak<T: AnyObject> {
    public weak var value: T?
    public init(_ value: T?) { self.value = value }
}
