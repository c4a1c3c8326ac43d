extern "C" __global__ void hist_eq_apply_cf8x(const unsigned char* img, const unsigned int* cdf, unsigned char* out, unsigned int cdfmin, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int c_0 = cdf[img[i_0]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int num_0 = c_0 > cdfmin ? c_0 - cdfmin : 0u;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int den_0 = (unsigned int)n > cdfmin ? (unsigned int)n - cdfmin : 1u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        out[i_0] = (unsigned char)((unsigned long long)num_0 * 255ull / den_0);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int c_1 = cdf[img[i_1]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int num_1 = c_1 > cdfmin ? c_1 - cdfmin : 0u;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int den_1 = (unsigned int)n > cdfmin ? (unsigned int)n - cdfmin : 1u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        out[i_1] = (unsigned char)((unsigned long long)num_1 * 255ull / den_1);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int c_2 = cdf[img[i_2]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int num_2 = c_2 > cdfmin ? c_2 - cdfmin : 0u;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int den_2 = (unsigned int)n > cdfmin ? (unsigned int)n - cdfmin : 1u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        out[i_2] = (unsigned char)((unsigned long long)num_2 * 255ull / den_2);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int c_3 = cdf[img[i_3]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int num_3 = c_3 > cdfmin ? c_3 - cdfmin : 0u;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int den_3 = (unsigned int)n > cdfmin ? (unsigned int)n - cdfmin : 1u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        out[i_3] = (unsigned char)((unsigned long long)num_3 * 255ull / den_3);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    if (i_4 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int c_4 = cdf[img[i_4]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int num_4 = c_4 > cdfmin ? c_4 - cdfmin : 0u;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int den_4 = (unsigned int)n > cdfmin ? (unsigned int)n - cdfmin : 1u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        out[i_4] = (unsigned char)((unsigned long long)num_4 * 255ull / den_4);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    if (i_5 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int c_5 = cdf[img[i_5]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int num_5 = c_5 > cdfmin ? c_5 - cdfmin : 0u;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int den_5 = (unsigned int)n > cdfmin ? (unsigned int)n - cdfmin : 1u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        out[i_5] = (unsigned char)((unsigned long long)num_5 * 255ull / den_5);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    if (i_6 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int c_6 = cdf[img[i_6]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int num_6 = c_6 > cdfmin ? c_6 - cdfmin : 0u;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int den_6 = (unsigned int)n > cdfmin ? (unsigned int)n - cdfmin : 1u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        out[i_6] = (unsigned char)((unsigned long long)num_6 * 255ull / den_6);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
    if (i_7 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int c_7 = cdf[img[i_7]];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int num_7 = c_7 > cdfmin ? c_7 - cdfmin : 0u;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        unsigned int den_7 = (unsigned int)n > cdfmin ? (unsigned int)n - cdfmin : 1u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/hist_eq_apply.cu"
        out[i_7] = (unsigned char)((unsigned long long)num_7 * 255ull / den_7);
    }
}
