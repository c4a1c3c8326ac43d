extern "C" __global__ void level_tally_per_thread_opt(const unsigned char* data, int* tally, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    if (level < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        int c = 0;
        {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            for (int i = 0; i < n - 15; i += 16) {
                uint4 data_v0;
                {
                    data_v0 = *(const uint4*)&data[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)(data_v0.x & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)((data_v0.x >> 8) & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)((data_v0.x >> 16) & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)(data_v0.x >> 24) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)(data_v0.y & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)((data_v0.y >> 8) & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)((data_v0.y >> 16) & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)(data_v0.y >> 24) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)(data_v0.z & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)((data_v0.z >> 8) & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)((data_v0.z >> 16) & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)(data_v0.z >> 24) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)(data_v0.w & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)((data_v0.w >> 8) & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)((data_v0.w >> 16) & 255u) == level ? 1 : 0;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                    c += (int)(data_v0.w >> 24) == level ? 1 : 0;
                }
            }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            for (int i_r = 0 + (n - 0) / 16 * 16; i_r < n; i_r++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
                c += data[i_r] == level ? 1 : 0;
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        tally[level] = c;
    }
}
