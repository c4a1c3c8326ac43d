extern "C" __global__ void argmax_block_cf2x(const float* in, float* maxv, int* maxi, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    __shared__ float sv[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    __shared__ int si[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    int t_0 = threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    int g_0 = blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    int g_1 = blockIdx.x * 256 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    sv[t_0] = g_0 < n ? in[g_0] : -3e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    sv[t_1] = g_1 < n ? in[g_1] : -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    si[t_0] = g_0 < n ? g_0 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    si[t_1] = g_1 < n ? g_1 : n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        if (t_0 < st) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
            float a_0 = sv[t_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
            float b_0 = sv[t_0 + st];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
            if (b_0 > a_0 || (b_0 == a_0 && si[t_0 + st] < si[t_0])) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
                sv[t_0] = b_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
                si[t_0] = si[t_0 + st];
            }
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        if (t_1 < st) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
            float a_1 = sv[t_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
            float b_1 = sv[t_1 + st];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
            if (b_1 > a_1 || (b_1 == a_1 && si[t_1 + st] < si[t_1])) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
                sv[t_1] = b_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
                si[t_1] = si[t_1 + st];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    if (t_0 == 0) {
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        maxv[blockIdx.x] = sv[0];
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        maxi[blockIdx.x] = si[0];
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    if (t_1 == 0) {
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        maxv[blockIdx.x] = sv[0];
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        maxi[blockIdx.x] = si[0];
    }
}
