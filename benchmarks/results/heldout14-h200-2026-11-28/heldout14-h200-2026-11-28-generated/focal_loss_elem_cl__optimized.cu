extern "C" __global__ void focal_loss_elem_opt(const float* p, const unsigned char* label, float* loss, float alpha, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 p_v0;
    uchar4 label_v1;
    float4 loss_v2;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        if (ucond) {
            p_v0 = *(const float4*)&p[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float q_m0 = p_v0.x;
            label_v1 = *(const uchar4*)&label[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            int pos_m0 = label_v1.x != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float pt_m0 = pos_m0 ? q_m0 : 1.0f - q_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float at_m0 = pos_m0 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float m_m0 = 1.0f - pt_m0;
            loss_v2.x = -at_m0 * m_m0 * m_m0 * logf(pt_m0);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float q_m1 = p_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            int pos_m1 = label_v1.y != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float pt_m1 = pos_m1 ? q_m1 : 1.0f - q_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float at_m1 = pos_m1 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float m_m1 = 1.0f - pt_m1;
            loss_v2.y = -at_m1 * m_m1 * m_m1 * logf(pt_m1);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float q_m2 = p_v0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            int pos_m2 = label_v1.z != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float pt_m2 = pos_m2 ? q_m2 : 1.0f - q_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float at_m2 = pos_m2 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float m_m2 = 1.0f - pt_m2;
            loss_v2.z = -at_m2 * m_m2 * m_m2 * logf(pt_m2);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float q_m3 = p_v0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            int pos_m3 = label_v1.w != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float pt_m3 = pos_m3 ? q_m3 : 1.0f - q_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float at_m3 = pos_m3 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
            float m_m3 = 1.0f - pt_m3;
            loss_v2.w = -at_m3 * m_m3 * m_m3 * logf(pt_m3);
            *(float4*)(&loss[i_m3] - 3) = loss_v2;
        }
    }
}
