extern "C" __global__ void rainfall_cumsum_naive_opt(const int* rain, int* total, int seg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
    if ((int)((unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull)) < n) {
        int4 total_v0;
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int i_m0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            if (1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int start_m0 = i_m0 / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int s_m0 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                for (int j_m0 = start_m0; j_m0 <= i_m0; j_m0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                    s_m0 += rain[j_m0];
                }
                total_v0.x = s_m0;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int i_m1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            if (1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int start_m1 = i_m1 / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int s_m1 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                for (int j_m1 = start_m1; j_m1 <= i_m1; j_m1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                    s_m1 += rain[j_m1];
                }
                total_v0.y = s_m1;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int i_m2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            if (1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int start_m2 = i_m2 / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int s_m2 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                for (int j_m2 = start_m2; j_m2 <= i_m2; j_m2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                    s_m2 += rain[j_m2];
                }
                total_v0.z = s_m2;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int i_m3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            if (1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int start_m3 = i_m3 / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int s_m3 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                for (int j_m3 = start_m3; j_m3 <= i_m3; j_m3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                    s_m3 += rain[j_m3];
                }
                total_v0.w = s_m3;
                *(int4*)(&total[i_m3] - 3) = total_v0;
            }
        }
    } else {
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int i_s0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            if (i_s0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int start_s0 = i_s0 / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int s_s0 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                for (int j_s0 = start_s0; j_s0 <= i_s0; j_s0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                    s_s0 += rain[j_s0];
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                total[i_s0] = s_s0;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int i_s1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            if (i_s1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int start_s1 = i_s1 / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int s_s1 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                for (int j_s1 = start_s1; j_s1 <= i_s1; j_s1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                    s_s1 += rain[j_s1];
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                total[i_s1] = s_s1;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int i_s2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            if (i_s2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int start_s2 = i_s2 / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int s_s2 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                for (int j_s2 = start_s2; j_s2 <= i_s2; j_s2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                    s_s2 += rain[j_s2];
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                total[i_s2] = s_s2;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            int i_s3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            if (i_s3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int start_s3 = i_s3 / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                int s_s3 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                for (int j_s3 = start_s3; j_s3 <= i_s3; j_s3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                    s_s3 += rain[j_s3];
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
                total[i_s3] = s_s3;
            }
        }
    }
}
