// Writes the hostile inputs of the CLI tests into a folder at test time (megabyte files are not committed):
//   nc_cli_hostile_inputs OUTDIR PHOTO
// - deep.json         2,000,000 nested arrays
// - big-string.json   a state document whose first player's name is a 10 MB string
// - huge.json         17 MiB of JSON text (over the 16 MiB limit)
// - bomb.png          a real 32768 x 32000 grayscale PNG (1 GB of pixels, 4.5 MB of file)
// - truncated.jpg     a JPEG cut at 60 % of its bytes
// - corrupt.png       a PNG with bytes of its image data flipped (the chunk checksum no longer matches)
// - damaged.png       a PNG whose image data is garbage under a correct checksum (only the decoder notices)
// - folder/           a-label.png (our Colosseum label), b-photo.png (PHOTO), notes.txt (not an image)
// - empty-folder/     no image
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <zlib.h>

#include "vision/label_code.h"
#include "vision/label_payload.h"

namespace fs = std::filesystem;

namespace {

void write(const fs::path &path, const std::string &bytes)
{
    std::ofstream out(path, std::ios::binary);
    out.write(bytes.data(), std::streamsize(bytes.size()));
    if (!out)
        throw std::runtime_error("cannot write " + path.string());
}

std::string be32(std::uint32_t v)
{
    return {char(v >> 24), char(v >> 16), char(v >> 8), char(v)};
}

/// One PNG chunk: length, type, data, CRC-32 of type + data.
std::string chunk(const std::string &type, const std::string &data)
{
    const std::string typed = type + data;
    return be32(std::uint32_t(data.size())) + typed +
           be32(std::uint32_t(crc32(0, reinterpret_cast<const Bytef *>(typed.data()), uInt(typed.size()))));
}

/// A complete, valid 8-bit grayscale PNG of `width` x `height` black pixels, deflated row by row.
std::string blackPng(std::uint32_t width, std::uint32_t height)
{
    const std::string ihdr = be32(width) + be32(height) + std::string("\x08\x00\x00\x00\x00", 5);
    z_stream z{};
    deflateInit(&z, Z_BEST_SPEED);
    std::vector<unsigned char> row(width + 1, 0); // filter byte 0, then the pixels
    std::string idat;
    std::vector<unsigned char> buf(1 << 16);
    for (std::uint32_t y = 0; y < height; ++y) {
        z.next_in = row.data();
        z.avail_in = uInt(row.size());
        const int flush = y + 1 == height ? Z_FINISH : Z_NO_FLUSH;
        do {
            z.next_out = buf.data();
            z.avail_out = uInt(buf.size());
            deflate(&z, flush);
            idat.append(reinterpret_cast<char *>(buf.data()), buf.size() - z.avail_out);
        } while (z.avail_out == 0);
    }
    deflateEnd(&z);
    return std::string("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", "");
}

std::string encode(const std::string &ext, const cv::Mat &image)
{
    std::vector<unsigned char> bytes;
    cv::imencode(ext, image, bytes);
    return {bytes.begin(), bytes.end()};
}

/// Replaces the data of the PNG's first IDAT chunk in place; recomputes its CRC when `fixCrc`.
std::string spoilIdat(std::string png, bool fixCrc)
{
    const size_t at = png.find("IDAT") - 4;
    const std::uint32_t len = std::uint32_t(std::uint8_t(png[at])) << 24 | std::uint32_t(std::uint8_t(png[at + 1])) << 16 |
                              std::uint32_t(std::uint8_t(png[at + 2])) << 8 | std::uint8_t(png[at + 3]);
    for (size_t i = at + 8 + len / 3; i < at + 8 + len / 3 + 64 && i < at + 8 + len; ++i)
        png[i] = char(png[i] ^ 0x5A);
    if (fixCrc)
        png.replace(at, 12 + len, chunk("IDAT", png.substr(at + 8, len)));
    return png;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::cerr << "usage: nc_cli_hostile_inputs OUTDIR PHOTO\n";
        return 2;
    }
    const fs::path dir = argv[1];
    fs::remove_all(dir);
    fs::create_directories(dir / "folder");
    fs::create_directories(dir / "empty-folder");

    write(dir / "deep.json", std::string(2'000'000, '[') + std::string(2'000'000, ']'));
    write(dir / "big-string.json", R"({"format": "nations-companion.state", "version": 1, "players": [{"name": ")" +
                                       std::string(10'000'000, 'A') + "\"}]}");
    write(dir / "huge.json", "[" + std::string(17u * 1024 * 1024, ' ') + "]");

    write(dir / "bomb.png", blackPng(32768, 32000));

    // A picture with some detail, so that its JPEG has real entropy-coded data to cut.
    cv::Mat picture(480, 640, CV_8UC3);
    cv::randu(picture, cv::Scalar::all(0), cv::Scalar::all(255));
    cv::GaussianBlur(picture, picture, cv::Size(9, 9), 3);
    const std::string jpeg = encode(".jpg", picture);
    write(dir / "truncated.jpg", jpeg.substr(0, jpeg.size() * 6 / 10));
    const std::string png = encode(".png", picture);
    write(dir / "corrupt.png", spoilIdat(png, false));
    write(dir / "damaged.png", spoilIdat(png, true));

    const cv::Mat label = nc::vision::renderCode(
        nc::vision::encodeLabelPayload(nc::vision::LabelKind::ProgressCard, "colosseum"), nc::vision::Symbology::QRCode,
        8, 4);
    write(dir / "folder" / "a-label.png", encode(".png", label));
    fs::copy_file(argv[2], dir / "folder" / "b-photo.png", fs::copy_options::overwrite_existing);
    write(dir / "folder" / "notes.txt", "not an image\n");
    std::cout << "wrote the hostile inputs into " << dir.string() << "\n";
    return 0;
}
