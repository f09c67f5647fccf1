import DialTesting
import Foundation
import Testing

@Suite struct PackageRootTests {
    @Test func theNearestFolderWithAPackageManifest() throws {
        let root = try #require(PackageRoot.containing(#filePath))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        #expect(URL(fileURLWithPath: #filePath).path.hasPrefix(root.path + "/Tests/"))
        #expect(PackageRoot.containing("/no/such/place/File.swift") == nil)
    }
}
