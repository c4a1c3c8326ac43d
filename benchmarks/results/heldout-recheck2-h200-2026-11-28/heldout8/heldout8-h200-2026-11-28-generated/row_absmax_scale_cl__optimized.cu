extern "C" __global__ void row_absmax_scale_opt(const float* A, float* scale, int rows, int cols) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
    __shared__ float m_part[64];
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
    int r = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
        float m = 0.0f;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            for (int c = 0 + 4 * (int)threadIdx.x; c < cols - 3; c += 256) {
                float4 A_v0;
                {
                    A_v0 = *(const float4*)&A[r * cols + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0.x));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0.y));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0.z));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                    m = fmaxf(m, fabsf(A_v0.w));
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            m_part[threadIdx.x] = m;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            if (threadIdx.x < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                m_part[threadIdx.x] = fmaxf(m_part[threadIdx.x], m_part[threadIdx.x + 32u]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            if (threadIdx.x < 16u)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                m_part[threadIdx.x] = fmaxf(m_part[threadIdx.x], m_part[threadIdx.x + 16u]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            if (threadIdx.x < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                m_part[threadIdx.x] = fmaxf(m_part[threadIdx.x], m_part[threadIdx.x + 8u]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            if (threadIdx.x < 4u)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                m_part[threadIdx.x] = fmaxf(m_part[threadIdx.x], m_part[threadIdx.x + 4u]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            if (threadIdx.x < 2u)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                m_part[threadIdx.x] = fmaxf(m_part[threadIdx.x], m_part[threadIdx.x + 2u]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            if (threadIdx.x < 1u)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                m_part[threadIdx.x] = fmaxf(m_part[threadIdx.x], m_part[threadIdx.x + 1u]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            m = m_part[0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            for (int c_r = 0 + (cols - 0) / 4 * 4; c_r < cols; c_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
                m = fmaxf(m, fabsf(A[r * cols + c_r]));
            }
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
        scale[r] = m / 127.0f;
    }
}
