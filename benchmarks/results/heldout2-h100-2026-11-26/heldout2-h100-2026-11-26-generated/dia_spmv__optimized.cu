extern "C" __global__ void dia_spmv_opt(const float* data, const int* off, const float* x, float* y, int n, int ndiag) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s = 0.0f;
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            for (int d = 0; d < ndiag - 7; d += 8) {
                int4 off_v0_0;
                int4 off_v0_1;
                {
                    off_v0_0 = *(const int4*)&off[d];
                    off_v0_1 = *(const int4*)(&off[d] + 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    int j_u0 = i + off_v0_0.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    if (j_u0 >= 0 && j_u0 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                        s += data[d * n + i] * x[j_u0];
                    }
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    int j_u1 = i + off_v0_0.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    if (j_u1 >= 0 && j_u1 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                        s += data[(d + 1) * n + i] * x[j_u1];
                    }
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    int j_u2 = i + off_v0_0.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    if (j_u2 >= 0 && j_u2 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                        s += data[(d + 2) * n + i] * x[j_u2];
                    }
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    int j_u3 = i + off_v0_0.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    if (j_u3 >= 0 && j_u3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                        s += data[(d + 3) * n + i] * x[j_u3];
                    }
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    int j_u4 = i + off_v0_1.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    if (j_u4 >= 0 && j_u4 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                        s += data[(d + 4) * n + i] * x[j_u4];
                    }
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    int j_u5 = i + off_v0_1.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    if (j_u5 >= 0 && j_u5 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                        s += data[(d + 5) * n + i] * x[j_u5];
                    }
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    int j_u6 = i + off_v0_1.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    if (j_u6 >= 0 && j_u6 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                        s += data[(d + 6) * n + i] * x[j_u6];
                    }
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    int j_u7 = i + off_v0_1.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    if (j_u7 >= 0 && j_u7 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                        s += data[(d + 7) * n + i] * x[j_u7];
                    }
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            for (int d_r = 0 + (ndiag - 0) / 8 * 8; d_r < ndiag; d_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                int j_r = i + off[d_r];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                if (j_r >= 0 && j_r < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                    s += data[d_r * n + i] * x[j_r];
                }
            }
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i] = s;
    }
}
