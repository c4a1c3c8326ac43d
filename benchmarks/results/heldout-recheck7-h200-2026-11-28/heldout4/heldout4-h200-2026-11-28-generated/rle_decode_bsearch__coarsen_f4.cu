extern "C" __global__ void rle_decode_bsearch_cf4x(const int* vals, const int* starts, int* out, int nr, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int lo_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int hi_2 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        while (lo_2 < hi_2) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int mid_2 = (lo_2 + hi_2 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            if (starts[mid_2] <= i_2)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                lo_2 = mid_2;
            else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                hi_2 = mid_2 - 1;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        out[i_2] = vals[lo_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int lo_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int hi_3 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        while (lo_3 < hi_3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int mid_3 = (lo_3 + hi_3 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            if (starts[mid_3] <= i_3)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                lo_3 = mid_3;
            else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                hi_3 = mid_3 - 1;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        out[i_3] = vals[lo_3];
    }
}
