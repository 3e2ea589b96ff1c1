/// A small stable digest (two FNV-1a 64-bit lanes, 32 hex digits). Not
/// cryptographic: used for fingerprints and cache keys, identical on every
/// platform and run.
struct Digest {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x8422_2325_cbf2_9ce4

    init() {}

    mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            var a = self.a
            var b = self.b
            for byte in bytes {
                a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                b = (b ^ UInt64(byte ^ 0x5a)) &* 0x0000_0100_0000_01b3
            }
            self.a = a
            self.b = b
        }
        add(0x1f)
    }

    /// Adds the eight bytes of `value` (little-endian).
    mutating func add(word value: UInt64) {
        var v = value
        for _ in 0..<8 {
            add(UInt8(truncatingIfNeeded: v))
            v >>= 8
        }
    }

    /// Adds raw bytes (no separator).
    mutating func add(bytes: UnsafeRawBufferPointer) {
        var a = self.a
        var b = self.b
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            b = (b ^ UInt64(byte ^ 0x5a)) &* 0x0000_0100_0000_01b3
        }
        self.a = a
        self.b = b
    }

    mutating func add(_ byte: UInt8) {
        a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        b = (b ^ UInt64(byte ^ 0x5a)) &* 0x0000_0100_0000_01b3
    }

    var hex: String {
        func pad(_ v: UInt64) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
        return pad(a) + pad(b)
    }

    static func of(_ parts: String...) -> String {
        var d = Digest()
        for p in parts { d.add(p) }
        return d.hex
    }
}
