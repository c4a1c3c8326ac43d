// scan_kernel.cu: SHOC-style three-phase scan (reduce / bottom scan), blocks of 256
#include <cuda.h>

__device__ float scanLocalMem(const float val, float* s_data)
{
    // Shared mem is 512 floats long, set first half to 0
    int idx = threadIdx.x;
    s_data[idx] = 0.0f;
    __syncthreads();

    // Set 2nd half to thread local sum (sum of the 4 elems from global mem)
    idx += blockDim.x; // += 256

    // Some of these __sync's are unnecessary due to warp synchronous
    // execution.  Right now these are left in to be consistent with
    // opencl version, since that has to execute on platforms where
    // thread groups are not synchronous (i.e. CPUs)
    float t;
    s_data[idx] = val;     __syncthreads();
    t = s_data[idx -  1];  __syncthreads();
    s_data[idx] += t;      __syncthreads();
    t = s_data[idx -  2];  __syncthreads();
    s_data[idx] += t;      __syncthreads();
    t = s_data[idx -  4];  __syncthreads();
    s_data[idx] += t;      __syncthreads();
    t = s_data[idx -  8];  __syncthreads();
    s_data[idx] += t;      __syncthreads();
    t = s_data[idx - 16];  __syncthreads();
    s_data[idx] += t;      __syncthreads();
    t = s_data[idx - 32];  __syncthreads();
    s_data[idx] += t;      __syncthreads();
    t = s_data[idx - 64];  __syncthreads();
    s_data[idx] += t;      __syncthreads();
    t = s_data[idx - 128]; __syncthreads();
    s_data[idx] += t;      __syncthreads();

    return s_data[idx-1];
}

__global__ void
bottom_scan(const float* __restrict__ in,
            float* __restrict__ out,
            const float* __restrict__ isums,
            const int n)
{
    __shared__ float s_data[512];

    // Prepare for reading 4-element vectors
    // Assume n is divisible by 4
    float4 *in4  = (float4*) in;
    float4 *out4 = (float4*) out;
    int n4 = n / 4; //vector type is 4 wide

    int region_size = n4 / gridDim.x;
    int block_start = blockIdx.x * region_size;
    // Give the last block any extra elements
    int block_stop  = (blockIdx.x == gridDim.x - 1) ?
        n4 : block_start + region_size;

    // Calculate starting index for this thread/work item
    int i = block_start + threadIdx.x;
    unsigned int window = block_start;

    // Seed the bottom scan with the results from the top scan (i.e. load the per
    // block sums from the previous kernel)
    float seed = isums[blockIdx.x];

    // Scan multiple elements per thread
    while (window < block_stop) {
        float4 val_4;
        if (i < block_stop) {
            val_4 = in4[i];
        } else {
            val_4.x = 0.0f;
            val_4.y = 0.0f;
            val_4.z = 0.0f;
            val_4.w = 0.0f;
        }

        // Serial scan in registers
        val_4.y += val_4.x;
        val_4.z += val_4.y;
        val_4.w += val_4.z;

        // ExScan sums in local memory
        float res = scanLocalMem(val_4.w, s_data);

        // Update and write out to global memory
        val_4.x += res + seed;
        val_4.y += res + seed;
        val_4.z += res + seed;
        val_4.w += res + seed;

        if (i < block_stop)
        {
            out4[i] = val_4;
        }

        // Next seed will be the last value
        // Last thread puts seed into smem.
        __syncthreads();
        if (threadIdx.x == blockDim.x-1) {
              s_data[0] = val_4.w;
        }
        __syncthreads();

        // Broadcast seed to other threads
        seed = s_data[0];

        // Advance window
        window += blockDim.x;
        i += blockDim.x;
    }
}
