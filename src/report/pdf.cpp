#include "report/pdf.h"

#include <cairo-pdf.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "core/error.h"
#include "report/pdf_writer.h"

namespace umpire::report {

using namespace pdf_detail;

namespace {

// The file cairo writes into; remembers the first write error.
struct Sink {
  std::FILE* file = nullptr;
  int error = 0;
};

cairo_status_t write_to_sink(void* closure, const unsigned char* data, unsigned int length) {
  auto* sink = static_cast<Sink*>(closure);
  if (sink->error != 0) return CAIRO_STATUS_WRITE_ERROR;
  if (std::fwrite(data, 1, length, sink->file) != length) {
    sink->error = errno != 0 ? errno : EIO;
    return CAIRO_STATUS_WRITE_ERROR;
  }
  return CAIRO_STATUS_SUCCESS;
}

[[noreturn]] void fail(const std::string& path, const std::string& reason) {
  throw UserError("cannot write the PDF file '" + path + "': " + reason);
}

}  // namespace

void write_pdf(const std::vector<Document>& docs, const std::string& path) {
  Sink sink;
  errno = 0;
  sink.file = std::fopen(path.c_str(), "wb");
  if (sink.file == nullptr) fail(path, std::strerror(errno != 0 ? errno : EIO));
  std::string problem;
  {
    std::unique_ptr<cairo_surface_t, SurfaceDestroy> surface(
        cairo_pdf_surface_create_for_stream(write_to_sink, &sink, kPageW, kPageH));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
      problem = cairo_status_to_string(cairo_surface_status(surface.get()));
    } else {
      std::string title;
      for (const Document& doc : docs) {
        if (doc.title.empty()) continue;
        if (!title.empty()) title += "; ";
        title += one_line(doc.title);
      }
      title = valid_utf8(title);
      if (!title.empty()) cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, title.c_str());
      cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "Umpire");
      std::unique_ptr<cairo_t, CairoDestroy> cr(cairo_create(surface.get()));
      try {
        Writer writer(surface.get(), cr.get());
        for (const Document& doc : docs) writer.document(doc);
        writer.finish();
      } catch (...) {
        cr.reset();
        surface.reset();
        std::fclose(sink.file);
        std::remove(path.c_str());
        throw;
      }
      cr.reset();
      cairo_surface_finish(surface.get());
      if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
        problem = cairo_status_to_string(cairo_surface_status(surface.get()));
    }
  }
  if (sink.error != 0) problem = std::strerror(sink.error);
  if (std::fclose(sink.file) != 0 && problem.empty()) problem = std::strerror(errno != 0 ? errno : EIO);
  if (!problem.empty()) {
    std::remove(path.c_str());
    fail(path, problem);
  }
}

void write_pdf(const Document& doc, const std::string& path) { write_pdf(std::vector<Document>{doc}, path); }

}  // namespace umpire::report
