// Bilinear 2x upsampling for the third held-out set of tuning spaces (benchmarks/tuning/
// spaces.py, space "upsample"): out is (2 w) x (2 h); out[2y + dy][2x + dx] mixes the
// input pixel (x, y) and its right, lower and lower-right neighbours with weights 9, 3, 3,
// 1 (dx = dy = 0) and their mirrors, over 16, from an input padded by one pixel right and
// below. A thread computes tile_x x tile_y input pixels' four outputs each, tile_x
// block_size_x apart along x and tile_y block_size_y apart along y.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef tile_x
#define tile_x 1
#endif
#ifndef tile_y
#define tile_y 1
#endif

__global__ void upsample(float *out, const float *in, int w, int h)
{
    int pitch = w + 1;
    int x0 = blockIdx.x * block_size_x * tile_x + threadIdx.x;
    int y0 = blockIdx.y * block_size_y * tile_y + threadIdx.y;
    for (int ty = 0; ty < tile_y; ty++) {
        for (int tx = 0; tx < tile_x; tx++) {
            int x = x0 + tx * block_size_x;
            int y = y0 + ty * block_size_y;
            float a = in[y * pitch + x], b = in[y * pitch + x + 1];
            float c = in[(y + 1) * pitch + x], d = in[(y + 1) * pitch + x + 1];
            int o = 2 * y * (2 * w) + 2 * x;
            out[o] = (9.0f * a + 3.0f * b + 3.0f * c + d) * 0.0625f;
            out[o + 1] = (3.0f * a + 9.0f * b + c + 3.0f * d) * 0.0625f;
            out[o + 2 * w] = (3.0f * a + b + 9.0f * c + 3.0f * d) * 0.0625f;
            out[o + 2 * w + 1] = (a + 3.0f * b + 3.0f * c + 9.0f * d) * 0.0625f;
        }
    }
}
