// Held-out suite 15 (frozen). Peak-hold envelope of audio in blocks of 256 samples: each output
// is the largest magnitude from its block's first sample to itself. The block's first thread
// runs the maximum through the staged magnitudes. Blocks of exactly 256.
extern "C" __global__ void running_peak_thread0(const float *x, float *peak, int n)
{
    __shared__ float mag[256];
    int i = blockIdx.x * 256 + threadIdx.x;
    mag[threadIdx.x] = i < n ? fabsf(x[i]) : 0.0f;
    __syncthreads();
    if (threadIdx.x == 0) {
        float m = 0.0f;
        for (int k = 0; k < 256; k++) {
            m = fmaxf(m, mag[k]);
            mag[k] = m;
        }
    }
    __syncthreads();
    if (i < n)
        peak[i] = mag[threadIdx.x];
}
