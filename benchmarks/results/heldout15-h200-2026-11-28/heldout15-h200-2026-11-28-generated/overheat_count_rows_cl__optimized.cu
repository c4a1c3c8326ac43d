extern "C" __global__ void overheat_count_rows_opt(const float* temp, int* count, float limit, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
        int c = 0;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
            for (int k = 0; k < t - 3; k += 4) {
                float4 temp_v0;
                {
                    temp_v0 = *(const float4*)&temp[r * t + k];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                    if (temp_v0.x > limit) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                        c++;
                    }
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                    if (temp_v0.y > limit) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                        c++;
                    }
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                    if (temp_v0.z > limit) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                        c++;
                    }
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                    if (temp_v0.w > limit) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                        c++;
                    }
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
            for (int k_r = 0 + (t - 0) / 4 * 4; k_r < t; k_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                if (temp[r * t + k_r] > limit) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                    c++;
                }
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
        count[r] = c;
    }
}
