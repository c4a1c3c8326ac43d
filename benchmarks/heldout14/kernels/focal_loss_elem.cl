// Held-out suite 14 (frozen). The focal loss (gamma 2) of each predicted probability against
// its 0/1 label, -a_t (1 - p_t)^2 log p_t with a_t = alpha for positives, 1 - alpha otherwise;
// a work-item per prediction.
__kernel void focal_loss_elem(__global const float *p, __global const uchar *label,
                              __global float *loss, float alpha, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float q = p[i];
        int pos = label[i] != 0;
        float pt = pos ? q : 1.0f - q;
        float at = pos ? alpha : 1.0f - alpha;
        float m = 1.0f - pt;
        loss[i] = -at * m * m * log(pt);
    }
}
