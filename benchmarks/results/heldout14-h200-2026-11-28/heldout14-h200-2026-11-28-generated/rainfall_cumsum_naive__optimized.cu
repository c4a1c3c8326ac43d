extern "C" __global__ void rainfall_cumsum_naive_opt(const int* rain, int* total, int seg, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    if ((int)(blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u)) < n) {
        int4 total_v0;
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            int i_m0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            if (1) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int start_m0 = i_m0 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int s_m0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                for (int j_m0 = start_m0; j_m0 <= i_m0; j_m0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                    s_m0 += rain[j_m0];
                }
                total_v0.x = s_m0;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            int i_m1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            if (1) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int start_m1 = i_m1 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int s_m1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                for (int j_m1 = start_m1; j_m1 <= i_m1; j_m1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                    s_m1 += rain[j_m1];
                }
                total_v0.y = s_m1;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            int i_m2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            if (1) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int start_m2 = i_m2 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int s_m2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                for (int j_m2 = start_m2; j_m2 <= i_m2; j_m2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                    s_m2 += rain[j_m2];
                }
                total_v0.z = s_m2;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            int i_m3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            if (1) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int start_m3 = i_m3 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int s_m3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                for (int j_m3 = start_m3; j_m3 <= i_m3; j_m3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                    s_m3 += rain[j_m3];
                }
                total_v0.w = s_m3;
                *(int4*)(&total[i_m3] - 3) = total_v0;
            }
        }
    } else {
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            int i_s0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            if (i_s0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int start_s0 = i_s0 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int s_s0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                for (int j_s0 = start_s0; j_s0 <= i_s0; j_s0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                    s_s0 += rain[j_s0];
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                total[i_s0] = s_s0;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            int i_s1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            if (i_s1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int start_s1 = i_s1 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int s_s1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                for (int j_s1 = start_s1; j_s1 <= i_s1; j_s1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                    s_s1 += rain[j_s1];
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                total[i_s1] = s_s1;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            int i_s2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            if (i_s2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int start_s2 = i_s2 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int s_s2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                for (int j_s2 = start_s2; j_s2 <= i_s2; j_s2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                    s_s2 += rain[j_s2];
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                total[i_s2] = s_s2;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            int i_s3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            if (i_s3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int start_s3 = i_s3 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                int s_s3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                for (int j_s3 = start_s3; j_s3 <= i_s3; j_s3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                    s_s3 += rain[j_s3];
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
                total[i_s3] = s_s3;
            }
        }
    }
}
