extern "C" __global__ void focal_loss_elem_cf4x(const float* p, const unsigned char* label, float* loss, float alpha, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float q_0 = p[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        int pos_0 = label[i_0] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float pt_0 = pos_0 ? q_0 : 1.0f - q_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float at_0 = pos_0 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float m_0 = 1.0f - pt_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        loss[i_0] = -at_0 * m_0 * m_0 * logf(pt_0);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float q_1 = p[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        int pos_1 = label[i_1] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float pt_1 = pos_1 ? q_1 : 1.0f - q_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float at_1 = pos_1 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float m_1 = 1.0f - pt_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        loss[i_1] = -at_1 * m_1 * m_1 * logf(pt_1);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float q_2 = p[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        int pos_2 = label[i_2] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float pt_2 = pos_2 ? q_2 : 1.0f - q_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float at_2 = pos_2 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float m_2 = 1.0f - pt_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        loss[i_2] = -at_2 * m_2 * m_2 * logf(pt_2);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float q_3 = p[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        int pos_3 = label[i_3] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float pt_3 = pos_3 ? q_3 : 1.0f - q_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float at_3 = pos_3 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        float m_3 = 1.0f - pt_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
        loss[i_3] = -at_3 * m_3 * m_3 * logf(pt_3);
    }
}
