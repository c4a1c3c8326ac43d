// The six benchmarks of Table II of van den Braak, Mesman and Corporaal, "Compile-time GPU
// memory access optimizations" (SAMOS 2010), each as
//
//   *_orig: the plain, naive kernel the paper hands to its optimization tool (simple affine
//           indices, one element / pixel / coefficient per thread, 8-bit data read and
//           written one byte at a time), and
//   *_hand: the same computation with its memory accesses optimized by hand: coalesced
//           indexing, vector types (int4, uint4, uint2, uchar4), several elements per thread.
//           Same parameters as the original, the same arithmetic in the same order (results
//           are bit-identical to the original's); each launches fewer threads and states the
//           sizes it assumes.
//
// The hand kernels' vector loads and stores need the buffers aligned to the vector size
// (cudaMalloc gives 256 bytes) and the sizes noted at each kernel.

// ===================================================================== matrix addition
//
// Fig. 6a of the paper, with a 2D grid so that 8M elements fit: element
// (blockIdx.y * blockDim.x + threadIdx.x) * gridDim.x + blockIdx.x. Consecutive threads of a
// warp are gridDim.x elements apart: no coalescing. Paper size: grid (1024, 8), block (1024),
// 2^23 elements; every element is written exactly once, so there is no bounds guard.

extern "C" __global__ void matadd32_orig(const int *in1, const int *in2, int *out)
{
    int i = (blockIdx.y * blockDim.x + threadIdx.x) * gridDim.x + blockIdx.x;
    out[i] = in1[i] + in2[i];
}

// Hand: a 1D launch of n / 4 threads (n a multiple of 4 and exactly 4 * the number of
// threads); thread t adds elements 4t .. 4t+3 with one int4 load per input and one int4
// store, consecutive threads reading consecutive 16-byte words.
extern "C" __global__ void matadd32_hand(const int *in1, const int *in2, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int4 a = ((const int4 *)in1)[i];
    int4 b = ((const int4 *)in2)[i];
    int4 c;
    c.x = a.x + b.x;
    c.y = a.y + b.y;
    c.z = a.z + b.z;
    c.w = a.w + b.w;
    ((int4 *)out)[i] = c;
}

// 8-bit: the same index, unsigned char elements, the sum truncated to 8 bits.
extern "C" __global__ void matadd8_orig(const unsigned char *in1, const unsigned char *in2,
                                        unsigned char *out)
{
    int i = (blockIdx.y * blockDim.x + threadIdx.x) * gridDim.x + blockIdx.x;
    out[i] = (unsigned char)(in1[i] + in2[i]);
}

// Four byte-wise sums mod 256 in one 32-bit word (what __vadd4 computes): add the low 7
// bits of every byte (the sum fits in 8 bits, so no carry crosses into the next byte), then
// set each byte's top bit to the xor of the operands' top bits and the carry into it.
__device__ unsigned int add_bytes4(unsigned int a, unsigned int b)
{
    return ((a & 0x7f7f7f7fu) + (b & 0x7f7f7f7fu)) ^ ((a ^ b) & 0x80808080u);
}

// Hand: a 1D launch of n / 16 threads (n a multiple of 16 and exactly 16 * the number of
// threads); thread t handles bytes 16t .. 16t+15 with one uint4 load per input and one
// uint4 store.
extern "C" __global__ void matadd8_hand(const unsigned char *in1, const unsigned char *in2,
                                        unsigned char *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    uint4 a = ((const uint4 *)in1)[i];
    uint4 b = ((const uint4 *)in2)[i];
    uint4 c;
    c.x = add_bytes4(a.x, b.x);
    c.y = add_bytes4(a.y, b.y);
    c.z = add_bytes4(a.z, b.z);
    c.w = add_bytes4(a.w, b.w);
    ((uint4 *)out)[i] = c;
}

// ===================================================================== DCT 8x8
//
// The paper's "basic GPU implementation": one thread per output coefficient, block (8, 8)
// = (u, v), grid (width / 8, height / 8) = one 8x8 image block per thread block. Every
// thread reads all 64 pixels of its block one byte at a time. The cosines come from a table
// (cosTable[k * 8 + n] = cos((2n + 1) k pi / 16), 64 floats) instead of cosf so that a
// float32 reference can reproduce the result exactly.
//   F(u, v) = 1/4 c(u) c(v) sum_y sum_x f(x, y) cos((2x+1) u pi/16) cos((2y+1) v pi/16)
// with c(0) = 1/sqrt(2), c(k) = 1 otherwise; out[(8 by + v) * width + 8 bx + u].

extern "C" __global__ void dct8x8_orig(const unsigned char *img, const float *cosTable,
                                       float *out, int width)
{
    int u = threadIdx.x;
    int v = threadIdx.y;
    float sum = 0.0f;
    for (int y = 0; y < 8; y++) {
        for (int x = 0; x < 8; x++) {
            sum += img[(blockIdx.y * 8 + y) * width + blockIdx.x * 8 + x]
                   * cosTable[u * 8 + x] * cosTable[v * 8 + y];
        }
    }
    float cu = (u == 0) ? 0.70710678f : 1.0f;
    float cv = (v == 0) ? 0.70710678f : 1.0f;
    out[(blockIdx.y * 8 + v) * width + blockIdx.x * 8 + u] = 0.25f * cu * cv * sum;
}

// Hand: the same launch and arithmetic (same products, same summation order); each 8-pixel
// row of the block is read as one uint2 (8 bytes, pixel k in byte k mod 4 of word k / 4,
// little-endian) and the pixels are extracted by shifts. Needs width a multiple of 8 (the
// launch already assumes it).
extern "C" __global__ void dct8x8_hand(const unsigned char *img, const float *cosTable,
                                       float *out, int width)
{
    int u = threadIdx.x;
    int v = threadIdx.y;
    float sum = 0.0f;
    for (int y = 0; y < 8; y++) {
        uint2 row = ((const uint2 *)img)[((blockIdx.y * 8 + y) * width + blockIdx.x * 8) / 8];
        float cy = cosTable[v * 8 + y];
#pragma unroll
        for (int k = 0; k < 4; k++)
            sum += (float)((row.x >> (8 * k)) & 0xffu) * cosTable[u * 8 + k] * cy;
#pragma unroll
        for (int k = 0; k < 4; k++)
            sum += (float)((row.y >> (8 * k)) & 0xffu) * cosTable[u * 8 + 4 + k] * cy;
    }
    float cu = (u == 0) ? 0.70710678f : 1.0f;
    float cv = (v == 0) ? 0.70710678f : 1.0f;
    out[(blockIdx.y * 8 + v) * width + blockIdx.x * 8 + u] = 0.25f * cu * cv * sum;
}

// ===================================================================== Sobel edge detection
//
// One thread per pixel of a width x height 8-bit image, 2D launch. Interior pixels get
// min(|gx| + |gy|, 255) with the 3x3 Sobel masks; the one-pixel border gets 0. Every pixel
// is written.

extern "C" __global__ void sobel_orig(const unsigned char *in, unsigned char *out,
                                      int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int r = 0;
        if (x >= 1 && x < width - 1 && y >= 1 && y < height - 1) {
            int p00 = in[(y - 1) * width + x - 1];
            int p01 = in[(y - 1) * width + x];
            int p02 = in[(y - 1) * width + x + 1];
            int p10 = in[y * width + x - 1];
            int p12 = in[y * width + x + 1];
            int p20 = in[(y + 1) * width + x - 1];
            int p21 = in[(y + 1) * width + x];
            int p22 = in[(y + 1) * width + x + 1];
            int gx = -p00 + p02 - 2 * p10 + 2 * p12 - p20 + p22;
            int gy = -p00 - 2 * p01 - p02 + p20 + 2 * p21 + p22;
            r = abs(gx) + abs(gy);
            if (r > 255)
                r = 255;
        }
        out[y * width + x] = (unsigned char)r;
    }
}

// One Sobel output from the 3x3 neighbourhood a (row above), b (row), c (row below).
__device__ int sobel_pixel(int a0, int a1, int a2, int b0, int b2, int c0, int c1, int c2)
{
    int gx = -a0 + a2 - 2 * b0 + 2 * b2 - c0 + c2;
    int gy = -a0 - 2 * a1 - a2 + c0 + 2 * c1 + c2;
    int r = abs(gx) + abs(gy);
    return r > 255 ? 255 : r;
}

// Hand: 4 pixels per thread along x (thread (tx, y) owns pixels 4 tx .. 4 tx + 3 of row y),
// so the launch has width / 4 threads along x. Each of the three rows is read as one aligned
// uchar4 plus the byte on either side (0 outside the image: only border outputs use it), the
// four results are stored as one uchar4. Needs width a multiple of 4.
extern "C" __global__ void sobel_hand(const unsigned char *in, unsigned char *out,
                                      int width, int height)
{
    int x0 = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x0 < width && y < height) {
        int r0 = 0, r1 = 0, r2 = 0, r3 = 0;
        if (y >= 1 && y < height - 1) {
            const unsigned char *ra = in + (y - 1) * width;
            const unsigned char *rb = in + y * width;
            const unsigned char *rc = in + (y + 1) * width;
            uchar4 a = *(const uchar4 *)(ra + x0);
            uchar4 b = *(const uchar4 *)(rb + x0);
            uchar4 c = *(const uchar4 *)(rc + x0);
            int left = x0 > 0;
            int right = x0 + 4 < width;
            int al = left ? ra[x0 - 1] : 0, ar = right ? ra[x0 + 4] : 0;
            int bl = left ? rb[x0 - 1] : 0, br = right ? rb[x0 + 4] : 0;
            int cl = left ? rc[x0 - 1] : 0, cr = right ? rc[x0 + 4] : 0;
            if (left)
                r0 = sobel_pixel(al, a.x, a.y, bl, b.y, cl, c.x, c.y);
            r1 = sobel_pixel(a.x, a.y, a.z, b.x, b.z, c.x, c.y, c.z);
            r2 = sobel_pixel(a.y, a.z, a.w, b.y, b.w, c.y, c.z, c.w);
            if (right)
                r3 = sobel_pixel(a.z, a.w, ar, b.z, br, c.z, c.w, cr);
        }
        *(uchar4 *)(out + y * width + x0) =
            make_uchar4((unsigned char)r0, (unsigned char)r1, (unsigned char)r2,
                        (unsigned char)r3);
    }
}

// ===================================================================== image rotation
//
// Rotation of a width x height 8-bit image about (width / 2, height / 2) by the matrix
// [cosA -sinA; sinA cosA], nearest pixel (floorf(t + 0.5f)), all in float32 in the order
// written. The benchmark passes cosA = 887/1024 and sinA = 1/2 (about 30 degrees, scale
// 1.0002): with even sizes every product and sum below is then exact in float32, so the
// result does not depend on fma contraction either.

// Rotation 1 (scatter): each thread reads its input pixel once and writes it to the rotated
// position. Several input pixels can land on one output pixel; to make the output
// deterministic a thread writes only when it owns the destination: when the inverse
// rotation of the destination rounds back to the thread's own pixel (that pixel is unique
// per destination, so no output is written twice). Unwritten outputs keep their value
// (the benchmark passes a zeroed buffer).
extern "C" __global__ void rotate1_orig(const unsigned char *in, unsigned char *out,
                                        int width, int height, float cosA, float sinA)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        unsigned char v = in[y * width + x];
        float cx = 0.5f * width;
        float cy = 0.5f * height;
        float fx = x - cx;
        float fy = y - cy;
        int dx = (int)floorf(cosA * fx - sinA * fy + cx + 0.5f);
        int dy = (int)floorf(sinA * fx + cosA * fy + cy + 0.5f);
        float gx = dx - cx;
        float gy = dy - cy;
        int sx = (int)floorf(cosA * gx + sinA * gy + cx + 0.5f);
        int sy = (int)floorf(-sinA * gx + cosA * gy + cy + 0.5f);
        if (dx >= 0 && dx < width && dy >= 0 && dy < height && sx == x && sy == y)
            out[dy * width + dx] = v;
    }
}

// The destination index of input pixel (x, y) as in rotate1_orig, or -1 when its thread
// does not write. (The helpers take no pointers: the OpenCL printer would not know their
// address space.)
__device__ int rotate1_dest(int width, int height, float cosA, float sinA, int x, int y)
{
    float cx = 0.5f * width;
    float cy = 0.5f * height;
    float fx = x - cx;
    float fy = y - cy;
    int dx = (int)floorf(cosA * fx - sinA * fy + cx + 0.5f);
    int dy = (int)floorf(sinA * fx + cosA * fy + cy + 0.5f);
    float gx = dx - cx;
    float gy = dy - cy;
    int sx = (int)floorf(cosA * gx + sinA * gy + cx + 0.5f);
    int sy = (int)floorf(-sinA * gx + cosA * gy + cy + 0.5f);
    if (dx >= 0 && dx < width && dy >= 0 && dy < height && sx == x && sy == y)
        return dy * width + dx;
    return -1;
}

// Hand: 4 input pixels per thread along x (width / 4 threads along x), read with one uchar4,
// then 4 scattered writes. Needs width a multiple of 4.
extern "C" __global__ void rotate1_hand(const unsigned char *in, unsigned char *out,
                                        int width, int height, float cosA, float sinA)
{
    int x0 = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x0 < width && y < height) {
        uchar4 p = *(const uchar4 *)(in + y * width + x0);
        int d0 = rotate1_dest(width, height, cosA, sinA, x0, y);
        int d1 = rotate1_dest(width, height, cosA, sinA, x0 + 1, y);
        int d2 = rotate1_dest(width, height, cosA, sinA, x0 + 2, y);
        int d3 = rotate1_dest(width, height, cosA, sinA, x0 + 3, y);
        if (d0 >= 0)
            out[d0] = p.x;
        if (d1 >= 0)
            out[d1] = p.y;
        if (d2 >= 0)
            out[d2] = p.z;
        if (d3 >= 0)
            out[d3] = p.w;
    }
}

// Rotation 2 (gather): each thread owns one output pixel, rotates it back to the source
// pixel and copies that (0 when the source is outside the image). Every output is written
// exactly once.
extern "C" __global__ void rotate2_orig(const unsigned char *in, unsigned char *out,
                                        int width, int height, float cosA, float sinA)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float cx = 0.5f * width;
        float cy = 0.5f * height;
        float fx = x - cx;
        float fy = y - cy;
        int sx = (int)floorf(cosA * fx + sinA * fy + cx + 0.5f);
        int sy = (int)floorf(-sinA * fx + cosA * fy + cy + 0.5f);
        unsigned char v = 0;
        if (sx >= 0 && sx < width && sy >= 0 && sy < height)
            v = in[sy * width + sx];
        out[y * width + x] = v;
    }
}

// The source index of output pixel (x, y) as in rotate2_orig, or -1 outside the image.
__device__ int rotate2_src(int width, int height, float cosA, float sinA, int x, int y)
{
    float cx = 0.5f * width;
    float cy = 0.5f * height;
    float fx = x - cx;
    float fy = y - cy;
    int sx = (int)floorf(cosA * fx + sinA * fy + cx + 0.5f);
    int sy = (int)floorf(-sinA * fx + cosA * fy + cy + 0.5f);
    if (sx >= 0 && sx < width && sy >= 0 && sy < height)
        return sy * width + sx;
    return -1;
}

// Hand: 4 output pixels per thread along x (width / 4 threads along x), 4 gathered reads,
// one uchar4 store. Needs width a multiple of 4.
extern "C" __global__ void rotate2_hand(const unsigned char *in, unsigned char *out,
                                        int width, int height, float cosA, float sinA)
{
    int x0 = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x0 < width && y < height) {
        int s0 = rotate2_src(width, height, cosA, sinA, x0, y);
        int s1 = rotate2_src(width, height, cosA, sinA, x0 + 1, y);
        int s2 = rotate2_src(width, height, cosA, sinA, x0 + 2, y);
        int s3 = rotate2_src(width, height, cosA, sinA, x0 + 3, y);
        uchar4 p = make_uchar4(0, 0, 0, 0);
        if (s0 >= 0)
            p.x = in[s0];
        if (s1 >= 0)
            p.y = in[s1];
        if (s2 >= 0)
            p.z = in[s2];
        if (s3 >= 0)
            p.w = in[s3];
        *(uchar4 *)(out + y * width + x0) = p;
    }
}
