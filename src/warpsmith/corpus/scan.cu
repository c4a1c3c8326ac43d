// Per-block inclusive prefix sum (first kernel of the hierarchical scan), the four
// versions of Baghsorkhi et al., PPoPP'10, Fig. 5:
//   scan_init       thread t owns element n = 2t+1; active threads spread over all warps
//   scan_div        work reassigned so active threads are packed into the first warps
//   scan_init_bank  scan_init with one unused element inserted every PAD_EVERY elements
//   scan_div_bank   scan_div with the same padding (Fig. 5(b))
// A block of BLOCK_SIZE threads scans SECTION = 2 * BLOCK_SIZE elements (Brent-Kung:
// a reduction tree of log2(SECTION) steps, then a distribution tree), writes the
// scanned section and its total (for the second, propagation kernel).
#ifndef BLOCK_SIZE
#define BLOCK_SIZE 256
#endif
#define SECTION (2 * BLOCK_SIZE)

#ifndef PAD_EVERY
#define PAD_EVERY 16
#endif
#define PAD(x) ((x) + (x) / PAD_EVERY)

__global__ void scan_init(float *out, const float *in, float *block_sums, int len)
{
    __shared__ float shared[SECTION];
    int tid = threadIdx.x;
    int base = blockIdx.x * SECTION;
    int n = 2 * tid + 1;

    /* Load data into shared memory */
    shared[n - 1] = (base + n - 1 < len) ? in[base + n - 1] : 0.0f;
    shared[n] = (base + n < len) ? in[base + n] : 0.0f;
    __syncthreads();

    for (int stride = 2; stride <= SECTION; stride <<= 1) {
        if ((n + 1) % stride == 0)
            shared[n] += shared[n - (stride >> 1)];
        __syncthreads();
    }
    for (int stride = SECTION >> 1; stride >= 2; stride >>= 1) {
        if ((n + 1) % stride == 0 && n + (stride >> 1) < SECTION)
            shared[n + (stride >> 1)] += shared[n];
        __syncthreads();
    }

    if (base + n - 1 < len) out[base + n - 1] = shared[n - 1];
    if (base + n < len) out[base + n] = shared[n];
    if (tid == BLOCK_SIZE - 1)
        block_sums[blockIdx.x] = shared[SECTION - 1];
}

__global__ void scan_div(float *out, const float *in, float *block_sums, int len)
{
    __shared__ float shared[SECTION];
    int tid = threadIdx.x;
    int base = blockIdx.x * SECTION;

    shared[tid] = (base + tid < len) ? in[base + tid] : 0.0f;
    shared[tid + BLOCK_SIZE] = (base + tid + BLOCK_SIZE < len) ? in[base + tid + BLOCK_SIZE] : 0.0f;
    __syncthreads();

    for (unsigned int stride = 1; stride <= BLOCK_SIZE; stride <<= 1) {
        int idx = (tid + 1) * stride * 2 - 1;
        if (idx < SECTION)
            shared[idx] += shared[idx - stride];
        __syncthreads();
    }
    for (unsigned int stride = SECTION / 4; stride > 0; stride >>= 1) {
        int idx = (tid + 1) * stride * 2 - 1;
        if (idx + stride < SECTION)
            shared[idx + stride] += shared[idx];
        __syncthreads();
    }

    if (base + tid < len) out[base + tid] = shared[tid];
    if (base + tid + BLOCK_SIZE < len) out[base + tid + BLOCK_SIZE] = shared[tid + BLOCK_SIZE];
    if (tid == 0)
        block_sums[blockIdx.x] = shared[SECTION - 1];
}

__global__ void scan_init_bank(float *out, const float *in, float *block_sums, int len)
{
    __shared__ float shared[PAD(SECTION)];
    int tid = threadIdx.x;
    int base = blockIdx.x * SECTION;
    int n = 2 * tid + 1;

    shared[PAD(n - 1)] = (base + n - 1 < len) ? in[base + n - 1] : 0.0f;
    shared[PAD(n)] = (base + n < len) ? in[base + n] : 0.0f;
    __syncthreads();

    for (int stride = 2; stride <= SECTION; stride <<= 1) {
        if ((n + 1) % stride == 0)
            shared[PAD(n)] += shared[PAD(n - (stride >> 1))];
        __syncthreads();
    }
    for (int stride = SECTION >> 1; stride >= 2; stride >>= 1) {
        if ((n + 1) % stride == 0 && n + (stride >> 1) < SECTION)
            shared[PAD(n + (stride >> 1))] += shared[PAD(n)];
        __syncthreads();
    }

    if (base + n - 1 < len) out[base + n - 1] = shared[PAD(n - 1)];
    if (base + n < len) out[base + n] = shared[PAD(n)];
    if (tid == BLOCK_SIZE - 1)
        block_sums[blockIdx.x] = shared[PAD(SECTION - 1)];
}

__global__ void scan_div_bank(float *out, const float *in, float *block_sums, int len)
{
    __shared__ float shared[PAD(SECTION)];
    int tid = threadIdx.x;
    int base = blockIdx.x * SECTION;

    shared[PAD(tid)] = (base + tid < len) ? in[base + tid] : 0.0f;
    shared[PAD(tid + BLOCK_SIZE)] = (base + tid + BLOCK_SIZE < len) ? in[base + tid + BLOCK_SIZE] : 0.0f;
    __syncthreads();

    // use BLOCK_SIZE threads, then BLOCK_SIZE/2, ...
    for (unsigned int stride = 1; stride <= BLOCK_SIZE; stride <<= 1) {
        if (tid < BLOCK_SIZE / stride) {
            int idx = (tid + 1) * stride * 2 - 1;
            shared[PAD(idx)] += shared[PAD(idx - stride)];
        }
        __syncthreads();
    }
    for (unsigned int stride = SECTION / 4; stride > 0; stride >>= 1) {
        int idx = (tid + 1) * stride * 2 - 1;
        if (idx + stride < SECTION)
            shared[PAD(idx + stride)] += shared[PAD(idx)];
        __syncthreads();
    }

    if (base + tid < len) out[base + tid] = shared[PAD(tid)];
    if (base + tid + BLOCK_SIZE < len) out[base + tid + BLOCK_SIZE] = shared[PAD(tid + BLOCK_SIZE)];
    if (tid == 0)
        block_sums[blockIdx.x] = shared[PAD(SECTION - 1)];
}
