// Issue 16, item 4e: the paper's own DCT and strong hand versions for Table II of van den
// Braak, Mesman and Corporaal (SAMOS 2010, paper 003).
//
// dctfull_*: the DCT of section I of the paper: a full n x n grey image (256 x 256 in the
// paper) transformed as one block, one thread per coefficient, the cosines computed on the
// fly ("the cosine values are not stored but calculated over and over again"):
//   F(u, v) = c(u) c(v) sum_y sum_x f(x, y) cos((2x+1) u pi / 2n) cos((2y+1) v pi / 2n),
//   c(0) = sqrt(1/n), c(k) = sqrt(2/n); out[v * n + u].
//   dctfull_orig:   the naive form the paper's tool starts from (byte loads);
//   dctfull_paper:  the paper's hand form (its 62x): sixteen 8-bit loads grouped into one
//                   16-byte load through the read-only (texture) cache, same arithmetic;
//   dctfull_strong: what an expert writes today: the transform is separable, so a block of
//                   16 x 16 coefficients first computes the row sums R[y][u] = sum_x f(x, y)
//                   cos_u(x) for its 16 u (image rows staged in shared memory with 16-byte
//                   loads, the block's cosines computed once into shared memory), then
//                   F(u, v) = c(u) c(v) sum_y cos_v(y) R[y][u]. Other summation order: the
//                   results agree with the reference within float32 rounding, not bit for bit.
// sobel_strong, rotate1_strong, rotate2_strong: strong hand versions of the other image
// benchmarks (same parameters and outputs as the *_orig kernels of memopt_bench.cu); the
// matrix additions' hand versions there (int4 / uint4 per thread) are already at the
// copy bandwidth and serve as their strong versions.

extern "C" __global__ void dctfull_orig(const unsigned char *img, float *out, int n)
{
    int u = blockIdx.x * blockDim.x + threadIdx.x;
    int v = blockIdx.y * blockDim.y + threadIdx.y;
    if (u < n && v < n) {
        float w = 3.14159265f / (2.0f * n);
        float sum = 0.0f;
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++)
                sum += img[y * n + x] * cosf((2 * x + 1) * u * w) * cosf((2 * y + 1) * v * w);
        float cu = u == 0 ? sqrtf(1.0f / n) : sqrtf(2.0f / n);
        float cv = v == 0 ? sqrtf(1.0f / n) : sqrtf(2.0f / n);
        out[v * n + u] = cu * cv * sum;
    }
}

// The paper's hand form: n a multiple of 16; one uint4 (16 pixels) per load, read through
// the read-only data cache (__ldg, today's texture path); the same products in the same
// order as dctfull_orig.
extern "C" __global__ void dctfull_paper(const unsigned char *img, float *out, int n)
{
    int u = blockIdx.x * blockDim.x + threadIdx.x;
    int v = blockIdx.y * blockDim.y + threadIdx.y;
    if (u < n && v < n) {
        float w = 3.14159265f / (2.0f * n);
        float sum = 0.0f;
        for (int y = 0; y < n; y++) {
            for (int x0 = 0; x0 < n; x0 += 16) {
                uint4 q = __ldg((const uint4 *)(img + y * n + x0));
#pragma unroll
                for (int k = 0; k < 16; k++) {
                    unsigned int word = k < 4 ? q.x : (k < 8 ? q.y : (k < 12 ? q.z : q.w));
                    float p = (float)((word >> (8 * (k & 3))) & 255u);
                    sum += p * cosf((2 * (x0 + k) + 1) * u * w) * cosf((2 * y + 1) * v * w);
                }
            }
        }
        float cu = u == 0 ? sqrtf(1.0f / n) : sqrtf(2.0f / n);
        float cv = v == 0 ? sqrtf(1.0f / n) : sqrtf(2.0f / n);
        out[v * n + u] = cu * cv * sum;
    }
}

// Strong: block (16, 16), grid (n / 16, n / 16); n a multiple of 16 and at most 256.
extern "C" __global__ void dctfull_strong(const unsigned char *img, float *out, int n)
{
    __shared__ float cosu[16][257];         // cos((2x+1)(u0+i) w), padded rows
    __shared__ float rows[256][17];         // R[y][i] for the block's 16 u
    __shared__ unsigned int pix[16][64];    // 16 image rows, 4 pixels a word
    int tx = threadIdx.x, ty = threadIdx.y, t = ty * 16 + tx;
    int u0 = blockIdx.x * 16, v0 = blockIdx.y * 16;
    float w = 3.14159265f / (2.0f * n);
    for (int k = t; k < 16 * n; k += 256) {
        int i = k / n, x = k % n;
        cosu[i][x] = cosf((2 * x + 1) * (u0 + i) * w);
    }
    int q = n / 16;                         // uint4 words per image row
    for (int y0 = 0; y0 < n; y0 += 16) {
        __syncthreads();
        for (int k = t; k < 16 * q; k += 256) {
            int r = k / q, c = k % q;
            uint4 a = __ldg((const uint4 *)(img + (y0 + r) * n) + c);
            pix[r][4 * c] = a.x;
            pix[r][4 * c + 1] = a.y;
            pix[r][4 * c + 2] = a.z;
            pix[r][4 * c + 3] = a.w;
        }
        __syncthreads();
        float s = 0.0f;
        for (int x = 0; x < n; x += 4) {
            unsigned int p = pix[ty][x / 4];
            s += (float)(p & 255u) * cosu[tx][x];
            s += (float)((p >> 8) & 255u) * cosu[tx][x + 1];
            s += (float)((p >> 16) & 255u) * cosu[tx][x + 2];
            s += (float)(p >> 24) * cosu[tx][x + 3];
        }
        rows[y0 + ty][tx] = s;
    }
    __syncthreads();
    int u = u0 + tx, v = v0 + ty;
    float sum = 0.0f;
    for (int y = 0; y < n; y++)
        sum += rows[y][tx] * cosf((2 * y + 1) * v * w);
    float cu = u == 0 ? sqrtf(1.0f / n) : sqrtf(2.0f / n);
    float cv = v == 0 ? sqrtf(1.0f / n) : sqrtf(2.0f / n);
    out[v * n + u] = cu * cv * sum;
}

// One Sobel output from the 3x3 neighbourhood a (row above), b (row), c (row below).
__device__ int sobel_px(int a0, int a1, int a2, int b0, int b2, int c0, int c1, int c2)
{
    int gx = -a0 + a2 - 2 * b0 + 2 * b2 - c0 + c2;
    int gy = -a0 - 2 * a1 - a2 + c0 + 2 * c1 + c2;
    int r = abs(gx) + abs(gy);
    return r > 255 ? 255 : r;
}

// Sobel, strong: block (32, 8) of threads with 4 pixels each: a 128 x 8 tile of outputs;
// the 130 x 10 input pixels it needs (one-word halo on either side) are staged in shared
// memory with coalesced 32-bit loads through the read-only cache (0 outside the image),
// the four outputs stored as one uchar4. Grid (width / 128, ceil(height / 8)); width a
// multiple of 128.
extern "C" __global__ void sobel_strong(const unsigned char *in, unsigned char *out,
                                        int width, int height)
{
    __shared__ unsigned int tile[10][34];
    int tx = threadIdx.x, ty = threadIdx.y;
    int X0 = blockIdx.x * 128, Y0 = blockIdx.y * 8;
    int wq = width / 4;
    for (int k = ty * 32 + tx; k < 340; k += 256) {
        int r = k / 34, c = k % 34;
        int gy = Y0 - 1 + r, gw = X0 / 4 - 1 + c;
        unsigned int word = 0u;
        if (gy >= 0 && gy < height && gw >= 0 && gw < wq)
            word = __ldg((const unsigned int *)(in + gy * width) + gw);
        tile[r][c] = word;
    }
    __syncthreads();
    int x0 = X0 + 4 * tx, y = Y0 + ty;
    if (x0 < width && y < height) {
        unsigned int a0 = tile[ty][tx], a1 = tile[ty][tx + 1], a2 = tile[ty][tx + 2];
        unsigned int b0 = tile[ty + 1][tx], b1 = tile[ty + 1][tx + 1], b2 = tile[ty + 1][tx + 2];
        unsigned int c0 = tile[ty + 2][tx], c1 = tile[ty + 2][tx + 1], c2 = tile[ty + 2][tx + 2];
        int al = a0 >> 24, ax = a1 & 255u, ay = (a1 >> 8) & 255u, az = (a1 >> 16) & 255u;
        int aw = a1 >> 24, ar = a2 & 255u;
        int bl = b0 >> 24, bx = b1 & 255u, by = (b1 >> 8) & 255u, bz = (b1 >> 16) & 255u;
        int bw = b1 >> 24, br = b2 & 255u;
        int cl = c0 >> 24, cx = c1 & 255u, cy = (c1 >> 8) & 255u, cz = (c1 >> 16) & 255u;
        int cw = c1 >> 24, cr = c2 & 255u;
        int inner = y >= 1 && y < height - 1;
        int r0 = inner && x0 >= 1 ? sobel_px(al, ax, ay, bl, by, cl, cx, cy) : 0;
        int r1 = inner ? sobel_px(ax, ay, az, bx, bz, cx, cy, cz) : 0;
        int r2 = inner ? sobel_px(ay, az, aw, by, bw, cy, cz, cw) : 0;
        int r3 = inner && x0 + 4 < width ? sobel_px(az, aw, ar, bz, br, cz, cw, cr) : 0;
        *(uchar4 *)(out + y * width + x0) =
            make_uchar4((unsigned char)r0, (unsigned char)r1, (unsigned char)r2,
                        (unsigned char)r3);
    }
}

// The nearest pixel of the rotation of (x, y) about the image centre, as rotate1_orig and
// rotate2_orig compute it (forward: sgn = -1 ... see memopt_bench.cu); packed dy * 65536 + dx
// is avoided: two helpers, each returning one coordinate.
__device__ int rot_x(float cosA, float sinA, float cx, float cy, int x, int y, int inverse)
{
    float fx = x - cx;
    float fy = y - cy;
    return inverse ? (int)floorf(cosA * fx + sinA * fy + cx + 0.5f)
                   : (int)floorf(cosA * fx - sinA * fy + cx + 0.5f);
}

__device__ int rot_y(float cosA, float sinA, float cx, float cy, int x, int y, int inverse)
{
    float fx = x - cx;
    float fy = y - cy;
    return inverse ? (int)floorf(-sinA * fx + cosA * fy + cy + 0.5f)
                   : (int)floorf(sinA * fx + cosA * fy + cy + 0.5f);
}

// Whether destination (dx, dy) is written by rotate1_orig, and from which source: the
// source is the inverse rotation (sx, sy) of the destination, and it writes there exactly
// when it lies in the image and its own forward rotation is (dx, dy) (the test
// rotate1_orig makes, from the other side). Returns the source index or -1.
__device__ int rotate1_src(int width, int height, float cosA, float sinA, int dx, int dy)
{
    float cx = 0.5f * width;
    float cy = 0.5f * height;
    int sx = rot_x(cosA, sinA, cx, cy, dx, dy, 1);
    int sy = rot_y(cosA, sinA, cx, cy, dx, dy, 1);
    if (sx < 0 || sx >= width || sy < 0 || sy >= height)
        return -1;
    if (rot_x(cosA, sinA, cx, cy, sx, sy, 0) != dx || rot_y(cosA, sinA, cx, cy, sx, sy, 0) != dy)
        return -1;
    return sy * width + sx;
}

// Rotation 1, strong: the scatter written as the gather it is equivalent to (each thread
// owns 4 destination pixels along x, finds the one source that writes each, reads it
// through the read-only cache, and stores the four as one uchar4; destinations no source
// writes keep their value). Grid (width / 128, height / 8), block (32, 8); width a
// multiple of 4.
extern "C" __global__ void rotate1_strong(const unsigned char *in, unsigned char *out,
                                          int width, int height, float cosA, float sinA)
{
    int x0 = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x0 < width && y < height) {
        uchar4 p = *(const uchar4 *)(out + y * width + x0);
        int s0 = rotate1_src(width, height, cosA, sinA, x0, y);
        int s1 = rotate1_src(width, height, cosA, sinA, x0 + 1, y);
        int s2 = rotate1_src(width, height, cosA, sinA, x0 + 2, y);
        int s3 = rotate1_src(width, height, cosA, sinA, x0 + 3, y);
        if (s0 >= 0)
            p.x = __ldg(in + s0);
        if (s1 >= 0)
            p.y = __ldg(in + s1);
        if (s2 >= 0)
            p.z = __ldg(in + s2);
        if (s3 >= 0)
            p.w = __ldg(in + s3);
        *(uchar4 *)(out + y * width + x0) = p;
    }
}

// Rotation 2, strong: 4 output pixels per thread along x in 128 x 8 tiles (rotated rows of
// a tile fall on few cache lines), gathered through the read-only cache, one uchar4 store.
extern "C" __global__ void rotate2_strong(const unsigned char *in, unsigned char *out,
                                          int width, int height, float cosA, float sinA)
{
    int x0 = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x0 < width && y < height) {
        float cx = 0.5f * width;
        float cy = 0.5f * height;
        uchar4 p = make_uchar4(0, 0, 0, 0);
        int sx = rot_x(cosA, sinA, cx, cy, x0, y, 1), sy = rot_y(cosA, sinA, cx, cy, x0, y, 1);
        if (sx >= 0 && sx < width && sy >= 0 && sy < height)
            p.x = __ldg(in + sy * width + sx);
        sx = rot_x(cosA, sinA, cx, cy, x0 + 1, y, 1);
        sy = rot_y(cosA, sinA, cx, cy, x0 + 1, y, 1);
        if (sx >= 0 && sx < width && sy >= 0 && sy < height)
            p.y = __ldg(in + sy * width + sx);
        sx = rot_x(cosA, sinA, cx, cy, x0 + 2, y, 1);
        sy = rot_y(cosA, sinA, cx, cy, x0 + 2, y, 1);
        if (sx >= 0 && sx < width && sy >= 0 && sy < height)
            p.z = __ldg(in + sy * width + sx);
        sx = rot_x(cosA, sinA, cx, cy, x0 + 3, y, 1);
        sy = rot_y(cosA, sinA, cx, cy, x0 + 3, y, 1);
        if (sx >= 0 && sx < width && sy >= 0 && sy < height)
            p.w = __ldg(in + sy * width + sx);
        *(uchar4 *)(out + y * width + x0) = p;
    }
}
