// histo_main.cu: saturating 8-bit histogram of a 2D image (Parboil style, simplified)
#include <cuda.h>

#define UINT8_MAX 255
#define BLOCK_X 16
#define BLOCK_Y 16

__device__ void testIncrementGlobal (
    unsigned int *global_histo,
    unsigned int sm_range_min,
    unsigned int sm_range_max,
    const uchar4 sm)
{
    const unsigned int range = sm.x;
    const unsigned int indexhi = sm.y;
    const unsigned int indexlo = sm.z;
    const unsigned int offset  = sm.w;

    /* Scan for inputs that are outside the central region of histogram */
    if (range < sm_range_min || range > sm_range_max)
    {
        const unsigned int bin = range * 256 + offset + indexlo + indexhi;
        const unsigned int bin_div2 = bin / 2;
        const unsigned int bin_offset = (bin % 2 == 1) ? 16 : 0;

        unsigned int old_val = global_histo[bin_div2];
        unsigned short old_bin = (old_val >> bin_offset) & 0xFFFF;

        if (old_bin < 255)
        {
            atomicAdd (&global_histo[bin_div2], 1 << bin_offset);
        }
    }
}

__global__ void histo_main_kernel (
    uchar4 *sm_mappings,
    unsigned int num_elements,
    unsigned int sm_range_min,
    unsigned int sm_range_max,
    unsigned int histo_height,
    unsigned int histo_width,
    unsigned int *global_subhisto,
    unsigned int *global_histo,
    unsigned int *global_overflow)
{
    /* Allocate space for the local histogram */
    __shared__ unsigned int sub_histo[BLOCK_X * BLOCK_Y];

    const unsigned int tid = threadIdx.x + threadIdx.y * blockDim.x;
    const unsigned int stride = blockDim.x * blockDim.y * gridDim.x;
    sub_histo[tid] = 0;
    __syncthreads();

    for (unsigned int i = blockIdx.x * blockDim.x * blockDim.y + tid; i < num_elements; i += stride)
    {
        uchar4 sm = sm_mappings[i];
        unsigned int bin = (sm.x + sm.y + sm.z + sm.w) % (BLOCK_X * BLOCK_Y);
        atomicAdd(&sub_histo[bin], 1);
        testIncrementGlobal(global_histo, sm_range_min, sm_range_max, sm);
    }
    __syncthreads();

    unsigned int v = sub_histo[tid];
    if (v > UINT8_MAX) {
        atomicAdd(global_overflow, v - UINT8_MAX);
        v = UINT8_MAX;
    }
    atomicAdd(&global_subhisto[tid], v);
}
