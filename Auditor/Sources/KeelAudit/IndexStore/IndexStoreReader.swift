import CIndexStore

/// A compiler index store opened through libIndexStore: its units (one per
/// compiled file or imported module), each unit's record dependencies (one
/// record per source file, shared by units that compiled the same content),
/// and each record's symbol occurrences.
///
/// Not thread-safe (libIndexStore's readers are not): use one reader from
/// one task. Reading is synchronous; the store is closed when the reader is
/// released.
package final class IndexStoreReader {
    package let library: IndexStoreLibrary
    /// The store folder (as given to `IndexStoreLocation.resolve`).
    package let path: String
    private let store: UnsafeMutableRawPointer
    private var functions: keel_indexstore_functions { library.functions }

    /// Opens the store at `path` (a folder holding `v5/units`; see
    /// `IndexStoreLocation` for the forms accepted). Throws
    /// `IndexStoreError.storeNotFound` or `.storeUnreadable`.
    package init(path: String, library: IndexStoreLibrary) throws {
        let folder = try IndexStoreLocation.resolve(path)
        var error: UnsafeMutableRawPointer?
        guard let store = library.functions.store_create(folder, &error) else {
            throw IndexStoreError.storeUnreadable(path: path, reason: Self.consume(error, library.functions))
        }
        self.library = library
        self.path = folder
        self.store = store
    }

    deinit { functions.store_dispose(store) }

    /// One unit: what the compiler produced for one file it compiled (or one
    /// module it imported, a "system" unit).
    package struct Unit: Sendable, Hashable {
        package var name: String
        package var moduleName: String
        /// The compiled source file (empty for a module unit).
        package var mainFile: String
        package var isSystem: Bool
        package var records: [RecordDependency]
    }

    /// A record a unit depends on: the occurrences in one file.
    package struct RecordDependency: Sendable, Hashable {
        package var recordName: String
        /// The file the record is about (absolute, as the compiler saw it).
        package var filePath: String
        /// The module the file belongs to, where the store says (empty for most
        /// source files: their unit's module is theirs).
        package var moduleName: String
        package var isSystem: Bool
    }

    /// Every unit's name, sorted.
    package func unitNames() -> [String] {
        var names: [String] = []
        withContext({ (name: String) in names.append(name); return true }) { context in
            _ = functions.store_units_apply_f(store, 1, context) { context, name in
                Unmanaged<StringVisit>.fromOpaque(context!).takeUnretainedValue().body(IndexStoreReader.string(name))
            }
        }
        return names
    }

    /// The unit named `name`, with its record dependencies.
    package func unit(named name: String) throws -> Unit {
        var error: UnsafeMutableRawPointer?
        guard let reader = functions.unit_reader_create(store, name, &error) else {
            throw IndexStoreError.storeUnreadable(path: path, reason: "unit \(name): " + Self.consume(error, functions))
        }
        defer { functions.unit_reader_dispose(reader) }
        let f = functions
        var unit = Unit(name: name, moduleName: Self.string(f.unit_reader_get_module_name(reader)),
                        mainFile: Self.string(f.unit_reader_get_main_file(reader)),
                        isSystem: f.unit_reader_is_system_unit(reader), records: [])
        withContext({ (dependency: UnsafeMutableRawPointer) in
            // 2: a record (1 would be another unit, 3 a file without a record).
            guard f.unit_dependency_get_kind(dependency) == 2 else { return true }
            unit.records.append(RecordDependency(
                recordName: Self.string(f.unit_dependency_get_name(dependency)),
                filePath: Self.string(f.unit_dependency_get_filepath(dependency)),
                moduleName: Self.string(f.unit_dependency_get_modulename(dependency)),
                isSystem: f.unit_dependency_is_system(dependency)))
            return true
        }) { context in
            _ = f.unit_reader_dependencies_apply_f(reader, context) { context, dependency in
                Unmanaged<PointerVisit>.fromOpaque(context!).takeUnretainedValue().body(dependency!)
            }
        }
        return unit
    }

    /// Calls `body` for every occurrence in the record, in the record's order.
    /// The occurrence is valid only during the call.
    package func forEachOccurrence(inRecord record: String, _ body: (IndexOccurrence) -> Void) throws {
        var error: UnsafeMutableRawPointer?
        guard let reader = functions.record_reader_create(store, record, &error) else {
            throw IndexStoreError.storeUnreadable(path: path, reason: "record \(record): " + Self.consume(error, functions))
        }
        defer { functions.record_reader_dispose(reader) }
        let f = functions
        withContext({ (occurrence: UnsafeMutableRawPointer) in
            body(IndexOccurrence(occurrence: occurrence, functions: f))
            return true
        }) { context in
            _ = f.record_reader_occurrences_apply_f(reader, context) { context, occurrence in
                Unmanaged<PointerVisit>.fromOpaque(context!).takeUnretainedValue().body(occurrence!)
            }
        }
    }

    // MARK: Bridging

    static func string(_ value: keel_indexstore_string) -> String {
        guard let data = value.data, value.length > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: value.length), as: UTF8.self)
    }

    /// The error's description; the error is disposed.
    private static func consume(_ error: UnsafeMutableRawPointer?, _ functions: keel_indexstore_functions) -> String {
        guard let error else { return "libIndexStore gave no reason" }
        defer { functions.error_dispose(error) }
        guard let description = functions.error_get_description(error) else { return "libIndexStore gave no reason" }
        return String(cString: description)
    }
}

/// One occurrence of a symbol in a record: valid only inside the
/// `forEachOccurrence` call that passed it. Names and USRs are made into
/// strings only when asked for.
package struct IndexOccurrence {
    fileprivate let occurrence: UnsafeMutableRawPointer
    fileprivate let functions: keel_indexstore_functions

    private var symbol: UnsafeMutableRawPointer? { functions.occurrence_get_symbol(occurrence) }

    /// `indexstore_symbol_role_t` bits (`IndexRoles`).
    package var roles: IndexRoles { IndexRoles(rawValue: functions.occurrence_get_roles(occurrence)) }

    /// 1-based line and UTF-8 column.
    package var lineAndColumn: (line: Int, column: Int) {
        var line: UInt32 = 0
        var column: UInt32 = 0
        functions.occurrence_get_line_col(occurrence, &line, &column)
        return (Int(line), Int(column))
    }

    /// The symbol's kind and sub-kind numbers.
    package var symbolKind: (kind: Int32, subkind: Int32) {
        guard let symbol else { return (0, 0) }
        return (functions.symbol_get_kind(symbol), functions.symbol_get_subkind(symbol))
    }

    package var symbolName: String { symbol.map { IndexStoreReader.string(functions.symbol_get_name($0)) } ?? "" }
    package var symbolUSR: String { symbol.map { IndexStoreReader.string(functions.symbol_get_usr($0)) } ?? "" }
}

/// The occurrence roles keel reads (libIndexStore's `indexstore_symbol_role_t`).
package struct IndexRoles: OptionSet, Sendable, Hashable {
    package let rawValue: UInt64
    package init(rawValue: UInt64) { self.rawValue = rawValue }

    package static let declaration = IndexRoles(rawValue: 1 << 0)
    package static let definition = IndexRoles(rawValue: 1 << 1)
    package static let reference = IndexRoles(rawValue: 1 << 2)
    /// Made by the compiler, not written (an implicit `init`, a synthesized conformance's member).
    package static let implicit = IndexRoles(rawValue: 1 << 8)
}

// One box type per callback element type: a C callback cannot be generic.
private final class StringVisit {
    let body: (String) -> Bool
    init(_ body: @escaping (String) -> Bool) { self.body = body }
}

private final class PointerVisit {
    let body: (UnsafeMutableRawPointer) -> Bool
    init(_ body: @escaping (UnsafeMutableRawPointer) -> Bool) { self.body = body }
}

/// Runs `call` with a context pointer for `body`, alive for the call.
private func withContext(_ body: (String) -> Bool, _ call: (UnsafeMutableRawPointer) -> Void) {
    withoutActuallyEscaping(body) { body in
        let box = StringVisit(body)
        withExtendedLifetime(box) { call(Unmanaged.passUnretained(box).toOpaque()) }
    }
}

private func withContext(_ body: (UnsafeMutableRawPointer) -> Bool, _ call: (UnsafeMutableRawPointer) -> Void) {
    withoutActuallyEscaping(body) { body in
        let box = PointerVisit(body)
        withExtendedLifetime(box) { call(Unmanaged.passUnretained(box).toOpaque()) }
    }
}
