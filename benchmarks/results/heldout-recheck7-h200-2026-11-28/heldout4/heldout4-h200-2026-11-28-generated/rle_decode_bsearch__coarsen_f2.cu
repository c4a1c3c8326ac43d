extern "C" __global__ void rle_decode_bsearch_cf2x(const int* vals, const int* starts, int* out, int nr, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int lo_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int hi_0 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        while (lo_0 < hi_0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int mid_0 = (lo_0 + hi_0 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            if (starts[mid_0] <= i_0)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                lo_0 = mid_0;
            else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                hi_0 = mid_0 - 1;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        out[i_0] = vals[lo_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int lo_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int hi_1 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        while (lo_1 < hi_1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int mid_1 = (lo_1 + hi_1 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            if (starts[mid_1] <= i_1)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                lo_1 = mid_1;
            else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                hi_1 = mid_1 - 1;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        out[i_1] = vals[lo_1];
    }
}
