extern "C" __global__ void rle_decode_bsearch_opt(const int* vals, const int* starts, int* out, int nr, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    int4 out_v0;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int lo_m0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int hi_m0 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            while (lo_m0 < hi_m0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                int mid_m0 = (lo_m0 + hi_m0 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                if (starts[mid_m0] <= i_m0) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                    lo_m0 = mid_m0;
                } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                    hi_m0 = mid_m0 - 1;
                }
            }
            out_v0.x = vals[lo_m0];
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int lo_m1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int hi_m1 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            while (lo_m1 < hi_m1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                int mid_m1 = (lo_m1 + hi_m1 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                if (starts[mid_m1] <= i_m1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                    lo_m1 = mid_m1;
                } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                    hi_m1 = mid_m1 - 1;
                }
            }
            out_v0.y = vals[lo_m1];
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int lo_m2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int hi_m2 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            while (lo_m2 < hi_m2) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                int mid_m2 = (lo_m2 + hi_m2 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                if (starts[mid_m2] <= i_m2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                    lo_m2 = mid_m2;
                } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                    hi_m2 = mid_m2 - 1;
                }
            }
            out_v0.z = vals[lo_m2];
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int lo_m3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            int hi_m3 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
            while (lo_m3 < hi_m3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                int mid_m3 = (lo_m3 + hi_m3 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                if (starts[mid_m3] <= i_m3) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                    lo_m3 = mid_m3;
                } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cu"
                    hi_m3 = mid_m3 - 1;
                }
            }
            out_v0.w = vals[lo_m3];
            *(int4*)(&out[i_m3] - 3) = out_v0;
        }
    }
}
