extern "C" __global__ void rle_decode_bsearch_cf16x_st32(const int* vals, const int* starts, int* out, int nr, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_8;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_9;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_10;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_11;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_12;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_13;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_14;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    int i_15;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_0 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_0 < hi_0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_0 = (lo_0 + hi_0 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_0] <= i_0)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_0 = mid_0;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_0 = mid_0 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_0] = vals[lo_0];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_1 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_1 < hi_1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_1 = (lo_1 + hi_1 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_1] <= i_1)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_1 = mid_1;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_1 = mid_1 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_1] = vals[lo_1];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_2 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_2 < hi_2) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_2 = (lo_2 + hi_2 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_2] <= i_2)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_2 = mid_2;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_2 = mid_2 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_2] = vals[lo_2];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_3 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_3 < hi_3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_3 = (lo_3 + hi_3 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_3] <= i_3)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_3 = mid_3;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_3 = mid_3 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_3] = vals[lo_3];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_4 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_4 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_4 < hi_4) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_4 = (lo_4 + hi_4 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_4] <= i_4)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_4 = mid_4;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_4 = mid_4 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_4] = vals[lo_4];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_5 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_5 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_5 < hi_5) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_5 = (lo_5 + hi_5 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_5] <= i_5)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_5 = mid_5;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_5 = mid_5 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_5] = vals[lo_5];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_6 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_6 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_6 < hi_6) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_6 = (lo_6 + hi_6 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_6] <= i_6)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_6 = mid_6;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_6 = mid_6 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_6] = vals[lo_6];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_7 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_7 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_7 < hi_7) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_7 = (lo_7 + hi_7 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_7] <= i_7)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_7 = mid_7;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_7 = mid_7 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_7] = vals[lo_7];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_8 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_8 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_8 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_8 < hi_8) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_8 = (lo_8 + hi_8 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_8] <= i_8)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_8 = mid_8;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_8 = mid_8 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_8] = vals[lo_8];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_9 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_9 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_9 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_9 < hi_9) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_9 = (lo_9 + hi_9 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_9] <= i_9)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_9 = mid_9;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_9 = mid_9 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_9] = vals[lo_9];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_10 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_10 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_10 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_10 < hi_10) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_10 = (lo_10 + hi_10 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_10] <= i_10)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_10 = mid_10;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_10 = mid_10 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_10] = vals[lo_10];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_11 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_11 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_11 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_11 < hi_11) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_11 = (lo_11 + hi_11 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_11] <= i_11)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_11 = mid_11;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_11 = mid_11 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_11] = vals[lo_11];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_12 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_12 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_12 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_12 < hi_12) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_12 = (lo_12 + hi_12 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_12] <= i_12)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_12 = mid_12;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_12 = mid_12 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_12] = vals[lo_12];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_13 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_13 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_13 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_13 < hi_13) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_13 = (lo_13 + hi_13 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_13] <= i_13)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_13 = mid_13;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_13 = mid_13 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_13] = vals[lo_13];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_14 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_14 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_14 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_14 < hi_14) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_14 = (lo_14 + hi_14 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_14] <= i_14)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_14 = mid_14;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_14 = mid_14 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_14] = vals[lo_14];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
        if (i_15 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int lo_15 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            int hi_15 = nr - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            while (lo_15 < hi_15) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                int mid_15 = (lo_15 + hi_15 + 1) >> 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                if (starts[mid_15] <= i_15)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    lo_15 = mid_15;
                else
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
                    hi_15 = mid_15 - 1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rle_decode_bsearch.cl"
            out[i_15] = vals[lo_15];
        }
}
