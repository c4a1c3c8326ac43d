// Held-out suite 8 (frozen), hand version of joint_hist16x16: every block counts in 256
// shared bins, its threads striding over the images by the whole grid and reading four
// pixels of each image as one 32-bit word, then adds its bins to the global histogram (256
// atomic adds per block). Blocks of 256 threads; n is a multiple of 4.
extern "C" __global__ void joint_hist16x16_hand(const unsigned char *a,
                                                const unsigned char *b, int *hist, int n)
{
    __shared__ int bins[256];
    int t = threadIdx.x;
    bins[t] = 0;
    __syncthreads();
    for (int w = blockIdx.x * blockDim.x + t; 4 * w < n; w += gridDim.x * blockDim.x) {
        unsigned int wa = ((const unsigned int *)a)[w];
        unsigned int wb = ((const unsigned int *)b)[w];
        for (int k = 0; k < 4; k++) {
            unsigned int qa = (wa >> (8 * k + 4)) & 15u;
            unsigned int qb = (wb >> (8 * k + 4)) & 15u;
            atomicAdd(&bins[qa * 16u + qb], 1);
        }
    }
    __syncthreads();
    if (bins[t] != 0)
        atomicAdd(&hist[t], bins[t]);
}
