// vision_bench: plain ZXing (scanWholeFrame) against the project's scanner (LabelScanner) on
//   1. the real photos of shared/data/qr-photos (qrcode-1..6 with expected text, falsepositives-1..2), also
//      without the bent-grid retry (curved_qr.h),
//   2. generated 1920x1080 frames with 8-16 labels (frame_generator.h),
//   3. the symbology measurement: the same generated frames printed in QR, DataMatrix and Aztec,
//   4. the table photos of issue 12 (tablePhotoStyle(): 4-20 labels, code side 40-200 px, tilt <= 40 deg,
//      glare, occluders), by code side, with ZXing given each label's exact outline as the ceiling.
// One thread (cv::setNumThreads(1)). Prints Markdown tables; docs/vision.md keeps a copy.
//
// Usage: vision_bench [--shared DIR] [--photos 0|1] [--frames N] [--symbology-frames N] [--table-frames N]
//                     [--seed S] [--repeat R]
// Times are the scanning thread's CPU time, the fastest of R runs (default 3) of the same scan.

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/frame_generator.h"
#include "vision/image_io.h"
#include "vision/label_code.h"
#include "vision/region_decoder.h"
#include "vision/scan_scoring.h"
#include "vision/scanner.h"

using namespace nc::vision;

namespace {

using ScanFn = std::function<std::vector<Detection>(const cv::Mat &)>;

struct Method {
    const char *name;
    ScanFn scan;
};

// Repetitions per timing; the fastest counts (set by --repeat).
int gRepeat = 3;

// CPU time of the calling thread, milliseconds: on a shared machine the wall clock also counts the time
// other processes hold the core; the scan runs on this one thread (cv::setNumThreads(1)).
double threadMillis()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) * 1e-6;
}

double millisOf(const ScanFn &scan, const cv::Mat &image, std::vector<Detection> &found)
{
    double best = 1e300;
    for (int i = 0; i < std::max(1, gRepeat); ++i) {
        const double t0 = threadMillis();
        found = scan(image);
        best = std::min(best, threadMillis() - t0);
    }
    return best;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t i = std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5));
    return v[i];
}

double mean(const std::vector<double> &v)
{
    double s = 0;
    for (double x : v)
        s += x;
    return v.empty() ? 0 : s / double(v.size());
}

void realPhotos(const std::string &shared, const std::vector<Method> &methods)
{
    const std::string root = shared + "/data/qr-photos/";
    std::vector<PhotoCase> codes, empties;
    for (int i = 1; i <= 6; ++i)
        for (auto &c : listPhotoSet(root + "qrcode-" + std::to_string(i)))
            codes.push_back(std::move(c));
    for (int i = 1; i <= 2; ++i)
        for (auto &c : listPhotoSet(root + "falsepositives-" + std::to_string(i)))
            empties.push_back(std::move(c));
    std::vector<cv::Mat> codeImages, emptyImages;
    for (const auto &c : codes)
        codeImages.push_back(loadGrayImage(c.imagePath).image);
    for (const auto &c : empties)
        emptyImages.push_back(loadGrayImage(c.imagePath).image);

    std::printf("\n## 1. Real photos (%s)\n\n", root.c_str());
    std::printf("%zu photos with one code each (qrcode-1..6), %zu photos without codes (falsepositives-1..2).\n\n",
                codes.size(), empties.size());
    std::printf("| method | codes decoded | other texts on code photos | false positives (no-code photos) | ms/image mean (code photos) | ms/image mean (no-code photos) |\n");
    std::printf("|---|---|---|---|---|---|\n");
    // Per photo set (qrcode-1..6): photos, then codes decoded and the mean time per method.
    std::vector<std::string> sets;
    for (const auto &c : codes) {
        const std::string set = c.imagePath.substr(root.size(), c.imagePath.find('/', root.size()) - root.size());
        if (sets.empty() || sets.back() != set)
            sets.push_back(set);
    }
    std::vector<std::string> bySet(methods.size());
    for (size_t k = 0; k < methods.size(); ++k) {
        const Method &m = methods[k];
        int decoded = 0, other = 0, falsePositives = 0;
        std::vector<double> msCodes, msEmpty;
        std::vector<std::string> missed;
        std::vector<int> setDecoded(sets.size()), setPhotos(sets.size());
        std::vector<double> setMs(sets.size());
        for (size_t i = 0; i < codes.size(); ++i) {
            std::vector<Detection> found;
            msCodes.push_back(millisOf(m.scan, codeImages[i], found));
            bool hit = false;
            for (const Detection &d : found) {
                if (sameText(d.text, codes[i].expectedText))
                    hit = true;
                else
                    ++other;
            }
            decoded += hit;
            if (!hit)
                missed.push_back(codes[i].imagePath.substr(root.size()));
            const size_t s = size_t(std::find_if(sets.begin(), sets.end(), [&](const std::string &set) {
                                        return codes[i].imagePath.compare(root.size(), set.size() + 1, set + "/") == 0;
                                    }) - sets.begin());
            ++setPhotos[s];
            setDecoded[s] += hit;
            setMs[s] += msCodes.back();
        }
        bySet[k] = std::string("| ") + m.name;
        for (size_t s = 0; s < sets.size(); ++s) {
            char cell[64];
            std::snprintf(cell, sizeof cell, " | %d / %d, %.2f ms", setDecoded[s], setPhotos[s], setMs[s] / std::max(1, setPhotos[s]));
            bySet[k] += cell;
        }
        bySet[k] += " |";
        for (size_t i = 0; i < empties.size(); ++i) {
            std::vector<Detection> found;
            msEmpty.push_back(millisOf(m.scan, emptyImages[i], found));
            falsePositives += int(found.size());
        }
        std::printf("| %s | %d / %zu | %d | %d | %.2f | %.2f |\n", m.name, decoded, codes.size(), other,
                    falsePositives, mean(msCodes), mean(msEmpty));
        std::string list;
        for (const auto &s : missed)
            list += " " + s;
        std::fprintf(stderr, "%s missed:%s\n", m.name, list.c_str());
    }
    std::printf("\nBy photo set (codes decoded, ms/image mean):\n\n| method |");
    for (const auto &set : sets)
        std::printf(" %s |", set.c_str());
    std::printf("\n|---|");
    for (size_t s = 0; s < sets.size(); ++s)
        std::printf("---|");
    std::printf("\n");
    for (const auto &row : bySet)
        std::printf("%s\n", row.c_str());
}

struct GeneratedResult {
    int labels = 0, decoded = 0, wrong = 0;
    std::vector<double> ms;
};

GeneratedResult runGenerated(const Method &m, const std::vector<GeneratedFrame> &frames)
{
    GeneratedResult r;
    for (const GeneratedFrame &f : frames) {
        std::vector<Detection> found;
        r.ms.push_back(millisOf(m.scan, f.image, found));
        const FrameScore s = scoreFrame(f, found);
        r.labels += s.labels;
        r.decoded += s.decoded;
        r.wrong += s.wrong;
    }
    return r;
}

std::vector<GeneratedFrame> makeFrames(int count, std::uint64_t seed, const FrameStyle &style)
{
    std::vector<GeneratedFrame> frames;
    for (int i = 0; i < count; ++i)
        frames.push_back(generateFrame(seed + std::uint64_t(i), style));
    return frames;
}

void generatedFrames(int count, std::uint64_t seed, const std::vector<Method> &methods)
{
    const FrameStyle style;
    const auto frames = makeFrames(count, seed, style);
    std::printf("\n## 2. Generated frames (%d frames, seeds %llu..%llu, %dx%d, %d-%d labels, %s)\n\n", count,
                (unsigned long long)seed, (unsigned long long)(seed + count - 1), style.size.width,
                style.size.height, style.minLabels, style.maxLabels, symbologyName(style.symbology));
    std::printf("| method | labels decoded | wrong decodes | ms/frame median | ms/frame p95 | ms/frame max |\n");
    std::printf("|---|---|---|---|---|---|\n");
    for (const Method &m : methods) {
        const GeneratedResult r = runGenerated(m, frames);
        std::printf("| %s | %d / %d (%.1f %%) | %d | %.1f | %.1f | %.1f |\n", m.name, r.decoded, r.labels,
                    100.0 * r.decoded / std::max(1, r.labels), r.wrong, percentile(r.ms, 0.5),
                    percentile(r.ms, 0.95), percentile(r.ms, 1.0));
    }
}

void symbologies(int count, std::uint64_t seed, const std::vector<Method> &methods)
{
    FrameStyle hard;
    hard.minCodePx = 40;
    hard.maxCodePx = 70;
    hard.maxTiltDeg = 50;
    hard.maxBlurSigma = 1.6;
    hard.maxNoiseSigma = 8;
    hard.minJpegQuality = 40;
    hard.maxJpegQuality = 75;
    struct Condition {
        const char *name;
        FrameStyle style;
    };
    const std::vector<Condition> conditions = {{"standard (code 64-120 px, tilt <= 35 deg, blur sigma <= 1.0)", {}},
                                               {"hard (code 40-70 px, tilt <= 50 deg, blur sigma <= 1.6, JPEG 40-75)", hard}};
    std::printf("\n## 3. Symbology measurement (%d frames per row, seeds %llu.., same layout for every symbology)\n\n",
                count, (unsigned long long)seed);
    std::printf("| condition | symbology | method | labels decoded | wrong decodes | ms/frame median |\n");
    std::printf("|---|---|---|---|---|---|\n");
    for (const Condition &c : conditions)
        for (Symbology s : allSymbologies()) {
            FrameStyle style = c.style;
            style.symbology = s;
            const auto frames = makeFrames(count, seed, style);
            for (const Method &m : methods) {
                const GeneratedResult r = runGenerated(m, frames);
                std::printf("| %s | %s | %s | %d / %d (%.1f %%) | %d | %.1f |\n", c.name, symbologyName(s), m.name,
                            r.decoded, r.labels, 100.0 * r.decoded / std::max(1, r.labels), r.wrong,
                            percentile(r.ms, 0.5));
            }
        }
}

// ZXing given each fully visible label's exact outline (the generator's ground truth) as the region:
// what a perfect locator would reach with the same region decoder.
std::vector<Detection> exactOutlines(const GeneratedFrame &frame)
{
    cv::Mat gray = toGray(frame.image);
    std::vector<Detection> out;
    for (const GeneratedLabel &l : frame.labels) {
        if (!l.fullyVisible)
            continue;
        CodeRegion r;
        r.quad = l.corners;
        for (int k = 0; k < 4; ++k)
            r.side += cv::norm(l.corners[k] - l.corners[(k + 1) % 4]) / 4.0;
        if (auto d = decodeRegion(gray, r, allSymbologies()))
            out.push_back(*d);
    }
    return out;
}

void tablePhotos(int count, std::uint64_t seed, const std::vector<Method> &methods)
{
    const FrameStyle style = tablePhotoStyle();
    const auto frames = makeFrames(count, seed, style);
    std::printf("\n## 4. Table photos (%d frames, seeds %llu..%llu, tablePhotoStyle(): %dx%d, %d-%d labels, code "
                "%.0f-%.0f px, tilt <= %.0f deg, blur sigma <= %.1f, JPEG %d-%d, <= %d glare spots, <= %d occluders)\n\n",
                count, (unsigned long long)seed, (unsigned long long)(seed + count - 1), style.size.width,
                style.size.height, style.minLabels, style.maxLabels, style.minCodePx, style.maxCodePx,
                style.maxTiltDeg, style.maxBlurSigma, style.minJpegQuality, style.maxJpegQuality,
                style.maxGlareSpots, style.maxOccluders);
    // Bins of the code's mean side in the frame (after tilt).
    const std::vector<std::pair<double, double>> bins = {{0, 70}, {70, 100}, {100, 150}, {150, 1e9}};
    std::vector<int> binLabels(bins.size(), 0);
    int hidden = 0;
    for (const GeneratedFrame &f : frames)
        for (const GeneratedLabel &l : f.labels) {
            hidden += !l.fullyVisible;
            double side = 0;
            for (int k = 0; k < 4; ++k)
                side += cv::norm(l.corners[k] - l.corners[(k + 1) % 4]) / 4.0;
            for (size_t b = 0; b < bins.size(); ++b)
                if (l.fullyVisible && side >= bins[b].first && side < bins[b].second)
                    ++binLabels[b];
        }
    std::printf("Fully visible labels by code side: < 70 px %d, 70-100 px %d, 100-150 px %d, >= 150 px %d; %d labels "
                "partly hidden (not counted).\n\n", binLabels[0], binLabels[1], binLabels[2], binLabels[3], hidden);
    std::printf("| method | visible labels decoded | < 70 px | 70-100 px | 100-150 px | >= 150 px | wrong | partly hidden decoded | ms/frame median | p95 | max |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|---|\n");
    std::vector<Method> all = methods;
    all.push_back({"ZXing on each label's exact outline (ceiling)", {}});
    for (const Method &m : all) {
        GeneratedResult r;
        int hiddenDecoded = 0;
        std::vector<int> binDecoded(bins.size(), 0);
        for (const GeneratedFrame &f : frames) {
            std::vector<Detection> found;
            if (m.scan)
                r.ms.push_back(millisOf(m.scan, f.image, found));
            else
                found = exactOutlines(f);
            const FrameScore s = scoreFrame(f, found);
            r.labels += s.labels;
            r.decoded += s.decoded;
            r.wrong += s.wrong;
            hiddenDecoded += s.partlyHiddenDecoded;
            for (size_t i = 0; i < f.labels.size(); ++i) {
                const GeneratedLabel &l = f.labels[i];
                double side = 0;
                for (int k = 0; k < 4; ++k)
                    side += cv::norm(l.corners[k] - l.corners[(k + 1) % 4]) / 4.0;
                for (size_t b = 0; b < bins.size(); ++b)
                    if (l.fullyVisible && s.hit[i] && side >= bins[b].first && side < bins[b].second)
                        ++binDecoded[b];
            }
        }
        std::printf("| %s | %d / %d (%.1f %%) |", m.name, r.decoded, r.labels, 100.0 * r.decoded / std::max(1, r.labels));
        for (size_t b = 0; b < bins.size(); ++b)
            std::printf(" %.1f %% |", 100.0 * binDecoded[b] / std::max(1, binLabels[b]));
        if (m.scan)
            std::printf(" %d | %d / %d | %.1f | %.1f | %.1f |\n", r.wrong, hiddenDecoded, hidden, percentile(r.ms, 0.5),
                        percentile(r.ms, 0.95), percentile(r.ms, 1.0));
        else
            std::printf(" %d | - | - | - | - |\n", r.wrong);
        std::fflush(stdout);
    }
}

} // namespace

int main(int argc, char **argv)
{
    std::string shared = NC_SHARED_DIR;
    int frames = 100, symbologyFrames = 30, tableFrames = 100, photos = 1;
    std::uint64_t seed = 1000;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--shared")
            shared = argv[i + 1];
        else if (a == "--frames")
            frames = std::atoi(argv[i + 1]);
        else if (a == "--table-frames")
            tableFrames = std::atoi(argv[i + 1]);
        else if (a == "--photos")
            photos = std::atoi(argv[i + 1]);
        else if (a == "--symbology-frames")
            symbologyFrames = std::atoi(argv[i + 1]);
        else if (a == "--repeat")
            gRepeat = std::atoi(argv[i + 1]);
        else if (a == "--seed")
            seed = std::strtoull(argv[i + 1], nullptr, 10);
        else {
            std::fprintf(stderr, "usage: %s [--shared DIR] [--photos 0|1] [--frames N] [--symbology-frames N] [--table-frames N] [--seed S] [--repeat R]\n", argv[0]);
            return 2;
        }
    }
    cv::setNumThreads(1);
    const LabelScanner scanner;
    const std::vector<Method> methods = {
        {"plain ZXing (scanWholeFrame)", [](const cv::Mat &m) { return scanWholeFrame(m); }},
        {"pipeline (LabelScanner)", [&](const cv::Mat &m) { return scanner.scan(m); }},
    };
    std::printf("# vision_bench (one thread; label symbology %s; times are thread CPU ms, the fastest of %d runs)\n",
                symbologyName(kLabelSymbology), gRepeat);
    ScanOptions noBentGrid;
    noBentGrid.bentGridRetry = false;
    const LabelScanner noBentGridScanner(noBentGrid);
    if (photos) {
        std::vector<Method> photoMethods = methods;
        photoMethods.push_back({"pipeline without the bent-grid retry (before issue 12)",
                                [&](const cv::Mat &m) { return noBentGridScanner.scan(m); }});
        realPhotos(shared, photoMethods);
    }
    ScanOptions always;
    always.wholeFrameAlways = true;
    const LabelScanner alwaysScanner(always);
    std::vector<Method> tableMethods = methods;
    tableMethods.push_back({"pipeline, whole-frame decode always", [&](const cv::Mat &m) { return alwaysScanner.scan(m); }});
    if (tableFrames > 0)
        tablePhotos(tableFrames, seed, tableMethods);
    if (frames > 0)
        generatedFrames(frames, seed, methods);
    if (symbologyFrames > 0)
        symbologies(symbologyFrames, seed, methods);
    return 0;
}
