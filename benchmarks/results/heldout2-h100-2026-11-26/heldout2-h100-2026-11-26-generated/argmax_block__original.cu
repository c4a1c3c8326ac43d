extern "C" __global__ void argmax_block(const float* in, float* maxv, int* maxi, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    __shared__ float sv[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    __shared__ int si[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    int t = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    int g = blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    sv[t] = g < n ? in[g] : -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    si[t] = g < n ? g : n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        if (t < st) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
            float a = sv[t];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
            float b = sv[t + st];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
            if (b > a || (b == a && si[t + st] < si[t])) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
                sv[t] = b;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
                si[t] = si[t + st];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
    if (t == 0) {
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        maxv[blockIdx.x] = sv[0];
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/argmax_block.cu"
        maxi[blockIdx.x] = si[0];
    }
}
