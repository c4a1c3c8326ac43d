extern "C" __global__ void spmv_ell_row_opt(const int* cols, const float* vals, const float* x, float* y, int rows, int width) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    if (r < rows) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        float s = 0.0f;
        {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            for (int k = 0; k < width - 15; k += 16) {
                int4 cols_v0_0;
                int4 cols_v0_1;
                int4 cols_v0_2;
                int4 cols_v0_3;
                {
                    cols_v0_0 = *(const int4*)&cols[r * width + k];
                    cols_v0_1 = *(const int4*)(&cols[r * width + k] + 4);
                    cols_v0_2 = *(const int4*)(&cols[r * width + k] + 8);
                    cols_v0_3 = *(const int4*)(&cols[r * width + k] + 12);
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u0 = cols_v0_0.x;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u0 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + k] * x[c_u0];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u1 = cols_v0_0.y;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u1 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 1)] * x[c_u1];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u2 = cols_v0_0.z;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u2 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 2)] * x[c_u2];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u3 = cols_v0_0.w;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u3 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 3)] * x[c_u3];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u4 = cols_v0_1.x;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u4 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 4)] * x[c_u4];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u5 = cols_v0_1.y;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u5 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 5)] * x[c_u5];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u6 = cols_v0_1.z;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u6 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 6)] * x[c_u6];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u7 = cols_v0_1.w;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u7 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 7)] * x[c_u7];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u8 = cols_v0_2.x;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u8 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 8)] * x[c_u8];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u9 = cols_v0_2.y;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u9 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 9)] * x[c_u9];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u10 = cols_v0_2.z;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u10 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 10)] * x[c_u10];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u11 = cols_v0_2.w;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u11 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 11)] * x[c_u11];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u12 = cols_v0_3.x;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u12 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 12)] * x[c_u12];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u13 = cols_v0_3.y;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u13 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 13)] * x[c_u13];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u14 = cols_v0_3.z;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u14 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 14)] * x[c_u14];
                    }
                }
                {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    int c_u15 = cols_v0_3.w;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    if (c_u15 >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                        s += vals[r * width + (k + 15)] * x[c_u15];
                    }
                }
            }
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            for (int k_r = 0 + (width - 0) / 16 * 16; k_r < width; k_r++) {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                int c_r = cols[r * width + k_r];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                if (c_r >= 0) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                    s += vals[r * width + k_r] * x[c_r];
                }
            }
        }
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        y[r] = s;
    }
}
