extern "C" __global__ void focal_loss_elem_cf2x(const float* p, const unsigned char* label, float* loss, float alpha, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
