// The fuzz targets in the normal build: runs LLVMFuzzerTestOneInput once over
// every file in the folders given (the seed corpus and the reproducers of past
// findings), so that ctest fails when one of them crashes again. A folder that
// does not exist holds no inputs; no input at all is an error (a misnamed
// corpus must not pass silently).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

std::vector<std::filesystem::path> inputs_in(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> out;
  std::error_code ec;
  if (!std::filesystem::is_directory(folder, ec)) return out;
  for (const auto& entry : std::filesystem::directory_iterator(folder))
    if (entry.is_regular_file() && entry.path().filename().string().front() != '.') out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t count = 0;
  for (int i = 1; i < argc; ++i) {
    for (const auto& path : inputs_in(argv[i])) {
      std::ifstream in(path, std::ios::binary);
      std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      // Named first, so that a crash's output says which input it was.
      std::fprintf(stderr, "replay %s\n", path.c_str());
      try {
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
      } catch (const std::exception& e) {
        std::fprintf(stderr, "FINDING %s: an exception escaped: %s\n", path.c_str(), e.what());
        return 1;
      }
      ++count;
    }
  }
  if (count == 0) {
    std::fprintf(stderr, "no inputs found in the folders given\n");
    return 1;
  }
  std::printf("%zu inputs replayed\n", count);
  return 0;
}
