extern "C" __global__ void row_absmax_scale_opt(const float* A, float* scale, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
        float m = 0.0f;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            for (int c = 0; c < cols - 15; c += 16) {
                float4 A_v0_0;
                float4 A_v0_1;
                float4 A_v0_2;
                float4 A_v0_3;
                {
                    A_v0_0 = *(const float4*)&A[r * cols + c];
                    A_v0_1 = *(const float4*)(&A[r * cols + c] + 4);
                    A_v0_2 = *(const float4*)(&A[r * cols + c] + 8);
                    A_v0_3 = *(const float4*)(&A[r * cols + c] + 12);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_0.x));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_0.y));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_0.z));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_0.w));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_1.x));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_1.y));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_1.z));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_1.w));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_2.x));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_2.y));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_2.z));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_2.w));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_3.x));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_3.y));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_3.z));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0_3.w));
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            for (int c_r = 0 + (cols - 0) / 16 * 16; c_r < cols; c_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                m = fmaxf(m, fabsf(A[r * cols + c_r]));
            }
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
        scale[r] = m / 127.0f;
    }
}
