extern "C" __global__ void rle_decode_bsearch(const int* vals, const int* starts, int* out, int nr, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int lo = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int hi = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        while (lo < hi) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int mid = (lo + hi + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            if (starts[mid] <= i)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                lo = mid;
            else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                hi = mid - 1;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        out[i] = vals[lo];
    }
}
