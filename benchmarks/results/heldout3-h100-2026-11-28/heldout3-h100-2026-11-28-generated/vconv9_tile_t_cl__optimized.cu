extern "C" __global__ void vconv9_tile_t_opt(const float* in, const float* w, float* out, int width, int height) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    __shared__ float tile[32][17];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int ty_0 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int ty_1 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull + 2ull;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int ty_2 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull + 4ull;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int ty_3 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull + 6ull;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int x = (unsigned long long)blockIdx.x * 32 + tx;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int y0_ = (unsigned long long)blockIdx.y * 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    for (int r_0 = ty_0; r_0 < 16; r_0 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        int yy_0 = min(max(y0_ - 4 + r_0, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        tile[tx][r_0] = in[yy_0 * width + x];
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    for (int r_1 = ty_1; r_1 < 16; r_1 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        int yy_1 = min(max(y0_ - 4 + r_1, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        tile[tx][r_1] = in[yy_1 * width + x];
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    for (int r_2 = ty_2; r_2 < 16; r_2 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        int yy_2 = min(max(y0_ - 4 + r_2, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        tile[tx][r_2] = in[yy_2 * width + x];
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    for (int r_3 = ty_3; r_3 < 16; r_3 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        int yy_3 = min(max(y0_ - 4 + r_3, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        tile[tx][r_3] = in[yy_3 * width + x];
    }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    __syncthreads();
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    if (y0_ + ty_0 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        float s_0 = 0.0f;
        {
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
            for (int k_0 = 0; k_0 < 9 - 7; k_0 += 8) {
                float4 w_v0_0_0;
                float4 w_v0_1_0;
                {
                    w_v0_0_0 = *(const float4*)&w[k_0];
                    w_v0_1_0 = *(const float4*)(&w[k_0] + 4);
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_0 += w_v0_0_0.x * tile[tx][ty_0 + k_0];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_0 += w_v0_0_0.y * tile[tx][ty_0 + (k_0 + 1)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_0 += w_v0_0_0.z * tile[tx][ty_0 + (k_0 + 2)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_0 += w_v0_0_0.w * tile[tx][ty_0 + (k_0 + 3)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_0 += w_v0_1_0.x * tile[tx][ty_0 + (k_0 + 4)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_0 += w_v0_1_0.y * tile[tx][ty_0 + (k_0 + 5)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_0 += w_v0_1_0.z * tile[tx][ty_0 + (k_0 + 6)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_0 += w_v0_1_0.w * tile[tx][ty_0 + (k_0 + 7)];
                }
            }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
            for (int k_r_0 = 0 + (9 - 0) / 8 * 8; k_r_0 < 9; k_r_0++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                s_0 += w[k_r_0] * tile[tx][ty_0 + k_r_0];
            }
        }
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        out[(y0_ + ty_0) * width + x] = s_0;
    }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    if (y0_ + ty_1 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        float s_1 = 0.0f;
        {
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
            for (int k_1 = 0; k_1 < 9 - 7; k_1 += 8) {
                float4 w_v0_0_1;
                float4 w_v0_1_1;
                {
                    w_v0_0_1 = *(const float4*)&w[k_1];
                    w_v0_1_1 = *(const float4*)(&w[k_1] + 4);
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_1 += w_v0_0_1.x * tile[tx][ty_1 + k_1];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_1 += w_v0_0_1.y * tile[tx][ty_1 + (k_1 + 1)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_1 += w_v0_0_1.z * tile[tx][ty_1 + (k_1 + 2)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_1 += w_v0_0_1.w * tile[tx][ty_1 + (k_1 + 3)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_1 += w_v0_1_1.x * tile[tx][ty_1 + (k_1 + 4)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_1 += w_v0_1_1.y * tile[tx][ty_1 + (k_1 + 5)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_1 += w_v0_1_1.z * tile[tx][ty_1 + (k_1 + 6)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_1 += w_v0_1_1.w * tile[tx][ty_1 + (k_1 + 7)];
                }
            }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
            for (int k_r_1 = 0 + (9 - 0) / 8 * 8; k_r_1 < 9; k_r_1++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                s_1 += w[k_r_1] * tile[tx][ty_1 + k_r_1];
            }
        }
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        out[(y0_ + ty_1) * width + x] = s_1;
    }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    if (y0_ + ty_2 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        float s_2 = 0.0f;
        {
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
            for (int k_2 = 0; k_2 < 9 - 7; k_2 += 8) {
                float4 w_v0_0_2;
                float4 w_v0_1_2;
                {
                    w_v0_0_2 = *(const float4*)&w[k_2];
                    w_v0_1_2 = *(const float4*)(&w[k_2] + 4);
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_2 += w_v0_0_2.x * tile[tx][ty_2 + k_2];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_2 += w_v0_0_2.y * tile[tx][ty_2 + (k_2 + 1)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_2 += w_v0_0_2.z * tile[tx][ty_2 + (k_2 + 2)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_2 += w_v0_0_2.w * tile[tx][ty_2 + (k_2 + 3)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_2 += w_v0_1_2.x * tile[tx][ty_2 + (k_2 + 4)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_2 += w_v0_1_2.y * tile[tx][ty_2 + (k_2 + 5)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_2 += w_v0_1_2.z * tile[tx][ty_2 + (k_2 + 6)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_2 += w_v0_1_2.w * tile[tx][ty_2 + (k_2 + 7)];
                }
            }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
            for (int k_r_2 = 0 + (9 - 0) / 8 * 8; k_r_2 < 9; k_r_2++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                s_2 += w[k_r_2] * tile[tx][ty_2 + k_r_2];
            }
        }
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        out[(y0_ + ty_2) * width + x] = s_2;
    }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    if (y0_ + ty_3 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        float s_3 = 0.0f;
        {
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
            for (int k_3 = 0; k_3 < 9 - 7; k_3 += 8) {
                float4 w_v0_0_3;
                float4 w_v0_1_3;
                {
                    w_v0_0_3 = *(const float4*)&w[k_3];
                    w_v0_1_3 = *(const float4*)(&w[k_3] + 4);
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_3 += w_v0_0_3.x * tile[tx][ty_3 + k_3];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_3 += w_v0_0_3.y * tile[tx][ty_3 + (k_3 + 1)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_3 += w_v0_0_3.z * tile[tx][ty_3 + (k_3 + 2)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_3 += w_v0_0_3.w * tile[tx][ty_3 + (k_3 + 3)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_3 += w_v0_1_3.x * tile[tx][ty_3 + (k_3 + 4)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_3 += w_v0_1_3.y * tile[tx][ty_3 + (k_3 + 5)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_3 += w_v0_1_3.z * tile[tx][ty_3 + (k_3 + 6)];
                }
                {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                    s_3 += w_v0_1_3.w * tile[tx][ty_3 + (k_3 + 7)];
                }
            }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
            for (int k_r_3 = 0 + (9 - 0) / 8 * 8; k_r_3 < 9; k_r_3++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
                s_3 += w[k_r_3] * tile[tx][ty_3 + k_r_3];
            }
        }
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        out[(y0_ + ty_3) * width + x] = s_3;
    }
}
